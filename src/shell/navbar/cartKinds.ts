/**
 * The cart types of spec section 9 and the per-type counts of countUserCart — plain data helpers, no
 * machine: the navbar machine, the top bar's cart menu and the dashboard all read them.
 */

/** Spec section 9: 1 normal, 2 stocking, 3 consolidation, 4 self-buy (4, 5 and 6 all count as self-buy). */
export const cartKinds = ['normal', 'stocking', 'consolidation', 'selfBuy'] as const;
export type CartKind = (typeof cartKinds)[number];
export const cartTypeOfKind: Record<CartKind, 1 | 2 | 3 | 4> = { normal: 1, stocking: 2, consolidation: 3, selfBuy: 4 };

export function cartKindOf(type: number): CartKind | null {
  if (type === 1) return 'normal';
  if (type === 2) return 'stocking';
  if (type === 3) return 'consolidation';
  if (type >= 4 && type <= 6) return 'selfBuy';
  return null;
}

export type CartCounts = Record<CartKind, number>;

/** Sums the SKU counts of countUserCart's lines per cart type. */
export function cartCountsFrom(lines: readonly { type: number; skuNum: number }[]): CartCounts {
  const counts: CartCounts = { normal: 0, stocking: 0, consolidation: 0, selfBuy: 0 };
  for (const line of lines) {
    const kind = cartKindOf(line.type);
    if (kind) counts[kind] += Math.max(0, line.skuNum);
  }
  return counts;
}
