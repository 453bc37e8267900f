/** The three order kinds with their own pages: path, route name, permission and what creation needs. */
import type { CreatableKind } from '@/api/contract/orderKinds';
import type { PermissionCode } from '@/api/contract/permissions';

export interface KindPage { kind: CreatableKind; path: string; route: string; permission: PermissionCode; needsWarehouse: boolean; needsAddress: boolean }

export const kindPages: Record<CreatableKind, KindPage> = {
  stocking: { kind: 'stocking', path: '/warehouse/order', route: 'stockOrders', permission: 'menu:warehouse:order', needsWarehouse: true, needsAddress: false },
  consolidation: { kind: 'consolidation', path: '/consolidation/order', route: 'consolidation', permission: 'menu:order:list', needsWarehouse: true, needsAddress: true },
  self_buy: { kind: 'self_buy', path: '/self/buy/order', route: 'diySourcedOrders', permission: 'menu:order:list', needsWarehouse: false, needsAddress: true },
};

export const kindOfPath = (pathname: string): CreatableKind =>
  (Object.values(kindPages).find((page) => pathname.startsWith(page.path))?.kind ?? 'self_buy');

export const statusTone = {
  draft: 'neutral', awaiting_payment: 'warning', processing: 'info', shipped: 'info', delivered: 'success', completed: 'success', canceled: 'danger',
} as const;

/** The order detail page (orders core). */
export const orderDetailHref = (id: number) => `/orders/detail/${id}`;
