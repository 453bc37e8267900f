/**
 * The price a rule gives a variant (DOMAIN.md section 2), integer cents only. The server prices imports and
 * re-apply through here; the price-rules page's live preview runs the same function, so it shows what will be saved.
 */
export interface RuleTerms {
  markupType: 'multiply' | 'add';
  markupValue: number;
  includeShipping: boolean;
  compareAtBp: number | null;
  centsEnding: number | null;
  minMarginBp: number;
}

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** The smallest price ≥ cents that ends in `ending` cents. */
export function endIn(cents: number, ending: number | null): number {
  if (ending === null) return cents;
  const candidate = Math.floor(cents / 100) * 100 + ending;
  return candidate >= cents ? candidate : candidate + 100;
}

export function priceFor(rule: RuleTerms, costCents: number, shippingCents = 0): { sellPrice: number; compareAtPrice: number | null } {
  const base = costCents + (rule.includeShipping ? shippingCents : 0);
  const marked = rule.markupType === 'multiply' ? ceilDiv(base * rule.markupValue, 10_000) : base + rule.markupValue;
  const floor = ceilDiv(costCents * (10_000 + rule.minMarginBp), 10_000);
  const sellPrice = endIn(Math.max(marked, floor, 1), rule.centsEnding);
  const compareAtPrice = rule.compareAtBp === null ? null : endIn(Math.max(sellPrice, ceilDiv(sellPrice * rule.compareAtBp, 10_000)), rule.centsEnding);
  return { sellPrice, compareAtPrice };
}
