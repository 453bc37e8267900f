import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { fieldErrorsOf } from './serverErrors';

const invalid = (message: string, data: unknown) => new ApiError('skuListProductUpdate', 9001, { status: 9001, message, data }, { kind: 'error', message }, false);
const fields = ['title', 'variants.0.sellPrice', 'variants.0.compareAtPrice'];

describe("the server's field errors on the form's fields", () => {
  it('puts a 9001 on the field its data.field names, whatever the message says', () => {
    // A translated message need not contain the field's name at all.
    expect(fieldErrorsOf(invalid('输入无效：标题为必填项。', { field: 'title' }), fields)).toEqual({ title: '输入无效：标题为必填项。' });
    expect(fieldErrorsOf(invalid('Invalid input: compare-at price is lower.', { field: 'variants.0.compareAtPrice' }), fields))
      .toEqual({ 'variants.0.compareAtPrice': 'Invalid input: compare-at price is lower.' });
  });

  it('falls back to the field the message names when data.field is absent or not a field of this form', () => {
    expect(fieldErrorsOf(invalid('Invalid input: variants.0.sellPrice must be at least 0.', null), fields)).toEqual({ 'variants.0.sellPrice': 'Invalid input: variants.0.sellPrice must be at least 0.' });
    expect(fieldErrorsOf(invalid('Invalid input: title is required.', { field: 'extra' }), fields)).toEqual({ title: 'Invalid input: title is required.' });
  });

  it('leaves other failures to the toast', () => {
    expect(fieldErrorsOf(invalid('Invalid input: extra is not allowed.', { field: 'extra' }), fields)).toBeNull();
    expect(fieldErrorsOf(new ApiError('skuListProductUpdate', 9002, null, null, false), fields)).toBeNull();
    expect(fieldErrorsOf(new Error('network'), fields)).toBeNull();
  });
});
