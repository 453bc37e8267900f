/** The icon of each sidebar group and entry (lucide, imported by name so only these are bundled). */
import {
  AppWindow, BadgePercent, Boxes, ClipboardList, Compass, FileSearch, Gift, LayoutDashboard, LifeBuoy, ListChecks,
  MapPin, Package, PackageCheck, PackageSearch, Palette, RefreshCcw, Search, ShieldCheck, ShoppingBag, Sparkles,
  Store, Truck, Undo2, Users, Warehouse, type LucideIcon,
} from 'lucide-react';
import type { MenuGroup } from '@/routes/routeTable';

export const groupIcons: Record<MenuGroup, LucideIcon> = {
  home: LayoutDashboard,
  afterSale: LifeBuoy,
  sourcing: Compass,
  products: Package,
  logistics: Truck,
  applications: AppWindow,
  admin: ShieldCheck,
};

const entryIcons: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  ordersList: ClipboardList,
  stockOrders: Warehouse,
  brandedOrders: Palette,
  brandingServices: Sparkles,
  consolidation: Boxes,
  diySourcedOrders: ShoppingBag,
  affiliates: BadgePercent,
  freeReshipments: Gift,
  returnOrders: Undo2,
  afterSalesList: RefreshCcw,
  productSearch: Search,
  suppliers: Store,
  myProducts: Package,
  myPublishedProducts: PackageCheck,
  myProductsInventory: PackageSearch,
  sourcingAddress: MapPin,
  applications: AppWindow,
  taskList: ListChecks,
  adminCustomers: Users,
};

/** An entry's own icon, else its group's. */
export const entryIcon = (name: string, group: MenuGroup): LucideIcon => entryIcons[name] ?? (group === 'sourcing' ? FileSearch : groupIcons[group]);
