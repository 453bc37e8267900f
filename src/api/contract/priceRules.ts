/**
 * Price rules (/settings/price-rules, settings:priceRules, main accounts only; DOMAIN.md section 2): the default
 * rule and one per store. Sell = cost (plus shipping when chosen) × markup (multiply, basis points) or + markup
 * (add, cents), raised to the minimum margin, its cents set to an ending; compare-at = sell × a multiple.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Empty, Id, IdParams, Nullable } from './shared';
import { Cents } from './products';

export const markupTypes = ['multiply', 'add'] as const;

export const PriceRuleFields = {
  storeId: Nullable(Id),
  markupType: Type.Enum(markupTypes),
  /** Basis points for multiply (25000 = × 2.5, at most × 100), cents for add (at most 10,000.00). */
  markupValue: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  includeShipping: Type.Boolean(),
  /** Compare-at as a multiple of the sell price in basis points (15000 = × 1.5); null for none. */
  compareAtBp: Nullable(Type.Integer({ minimum: 10_000, maximum: 100_000 })),
  /** The cents every price ends in (99 → 12.99); null keeps them. */
  centsEnding: Nullable(Type.Integer({ minimum: 0, maximum: 99 })),
  /** Lowest margin over cost in basis points (1000 = 10 %). */
  minMarginBp: Type.Integer({ minimum: 0, maximum: 100_000 }),
};

export const PriceRule = Type.Object({ id: Type.Integer(), ...PriceRuleFields, storeName: Nullable(Type.String()) });

export const priceRulesCalls = {
  priceRuleList: defineCall({
    method: 'GET', path: '/api/customer/price-rule/list', auth: 'customer', permission: 'settings:priceRules', designed: true,
    summary: 'The default price rule (null when never saved) and the per-store rules, with the stores a rule may name. Main accounts only.',
    data: Type.Object({
      defaultRule: Nullable(PriceRule),
      storeRules: Type.Array(PriceRule),
      stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      /** Sample catalogue variants for the live preview (cost and weight). */
      samples: Type.Array(Type.Object({ variantId: Type.Integer(), title: Type.String(), costPrice: Cents, shippingCents: Cents })),
    }),
  }),
  priceRuleSave: defineCall({
    method: 'PUT', path: '/api/customer/price-rule/save', auth: 'customer', permission: 'settings:priceRules', designed: true,
    summary: 'Create or replace the default rule (storeId null) or a store\'s rule. Main accounts only.',
    body: Type.Object(PriceRuleFields),
    data: PriceRule,
  }),
  priceRuleRemove: defineCall({
    method: 'DELETE', path: '/api/customer/price-rule/:id', auth: 'customer', permission: 'settings:priceRules', designed: true,
    summary: 'Remove a store\'s rule (its store falls back to the default rule). Main accounts only.',
    params: IdParams,
    data: Empty,
  }),
  priceRuleReapply: defineCall({
    method: 'POST', path: '/api/customer/price-rule/reapply', auth: 'customer', permission: 'settings:priceRules', designed: true,
    summary: 'Re-price, by the default rule, every product-list variant whose prices a rule set and nobody edited since; a job with progress.',
    body: Type.Object({}),
    data: Type.Object({ jobId: Type.Integer(), entries: Type.Integer({ minimum: 0 }) }),
  }),
} as const;
