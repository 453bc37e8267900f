import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { productsCalls } from '@/api/contract/products';
import { numberRules, textRules } from './callRules';
import * as byName from './rules';
import { fieldErrorsOf } from './serverErrors';

describe('field rules come from the contract schema', () => {
  it('reads a required, bounded text field', () => {
    const rules = textRules(productsCalls.skuListProductUpdate, 'title');
    expect(rules).toMatchObject({ isRequired: true, minLength: 1, maxLength: 255 });
    expect(rules.validate('  ')).toBeTruthy();
    expect(rules.validate('x'.repeat(256))).toBeTruthy();
    expect(rules.validate('Linen shirt')).toBeNull();
  });

  it('scales integer cents to currency units and treats nullable as optional', () => {
    const sell = numberRules(productsCalls.skuListVariantsUpdate, 'variants.*.sellPrice', { scale: 100 });
    expect(sell).toMatchObject({ isRequired: true, minValue: 0, maxValue: 1_000_000 });
    expect(sell.validate(-1)).toBeTruthy();
    expect(sell.validate(12.5)).toBeNull();
    const compare = numberRules(productsCalls.skuListVariantsUpdate, 'variants.*.compareAtPrice', { scale: 100 });
    expect(compare.isRequired).toBe(false);
    expect(compare.validate(Number.NaN)).toBeNull();
  });

  it('reads the same rules by call name (the whole contract looked up)', () => {
    expect(byName.textRules('skuListProductUpdate', 'title')).toMatchObject({ isRequired: true, minLength: 1, maxLength: 255 });
    expect(byName.numberRules('skuListVariantsUpdate', 'variants.*.sellPrice', { scale: 100 })).toMatchObject({ minValue: 0, maxValue: 1_000_000 });
  });
});

describe('server field errors land on the named field', () => {
  const failure = (message: string, data: unknown = null) =>
    new ApiError('skuListVariantsUpdate', 9001, { status: 9001, message, data }, { kind: 'error', message }, false);

  it('finds the longest field name in the message', () => {
    const fields = ['variants.2.sellPrice', 'variants.2.compareAtPrice', 'title'];
    expect(fieldErrorsOf(failure('Invalid input: variants.2.compareAtPrice must be at least the sell price.'), fields))
      .toEqual({ 'variants.2.compareAtPrice': 'Invalid input: variants.2.compareAtPrice must be at least the sell price.' });
    expect(fieldErrorsOf(failure('Ungültig: title'), fields)).toEqual({ title: 'Ungültig: title' });
  });

  it('prefers data.field and ignores other failures', () => {
    expect(fieldErrorsOf(failure('Bad', { field: 'title' }), ['title'])).toEqual({ title: 'Bad' });
    expect(fieldErrorsOf(failure('Invalid input: other.'), ['title'])).toBeNull();
    expect(fieldErrorsOf(new Error('x'), ['title'])).toBeNull();
  });
});
