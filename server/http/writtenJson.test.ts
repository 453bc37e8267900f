/**
 * An array whose JSON text was written before the serialiser ran is spliced into the envelope in place of the
 * array (routes.ts), only under the item schema it was written for, and the envelope around it is the serialiser's.
 */
import { describe, expect, it } from 'vitest';
import build from 'fast-json-stringify';
import { Type } from 'typebox';
import { contract } from '../../src/api/contract';
import { OrderSummary } from '../../src/api/contract/orders';
import { envelopeData } from './routes';
import { splicedProperty, spliceWritten, withWrittenJson, writtenJsonOf } from './writtenJson';

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
const Page = Type.Object({ records: Type.Array(Item), total: Type.Integer(), nextCursor: Type.Union([Type.Null(), Type.String()]) });
const serialise = build(Type.Object({ status: Type.Integer(), message: Type.String(), data: envelopeData(Page) }) as never) as (payload: unknown) => string;
const rows = [{ id: 1, name: 'a "quoted" \\ name\n' }, { id: 2, name: '"data":{"records":[]' }];

describe('written JSON', () => {
  it('splices the written rows where the serialiser writes the array, the rest as the serialiser writes it', () => {
    const records = withWrittenJson([...rows], Item, () => JSON.stringify(rows));
    // A message holding the marker's text (escaped by the serialiser) does not move the splice.
    const envelope = { status: 200, message: 'Done: "data":{"records":[]', data: { records, total: 2, nextCursor: 'x"y' } };
    expect(spliceWritten(serialise, envelope, 'records', Item)).toBe(serialise({ ...envelope, data: { ...envelope.data, records: rows } }));
  });

  it('leaves an array to the serialiser when it carries no text, or text for another schema', () => {
    const envelope = (records: unknown[]) => ({ status: 200, message: 'OK', data: { records, total: 2, nextCursor: null } });
    expect(spliceWritten(serialise, envelope([...rows]), 'records', Item)).toBeUndefined();
    expect(spliceWritten(serialise, envelope(withWrittenJson([...rows], OrderSummary, () => '[]')), 'records', Item)).toBeUndefined();
    expect(spliceWritten(serialise, { data: null }, 'records', Item)).toBeUndefined();
    expect(writtenJsonOf('text', Item)).toBeUndefined();
  });

  it('finds the array a route can splice: the data\'s first property', () => {
    expect(splicedProperty(contract.orderList.data)).toEqual({ key: 'records', items: OrderSummary });
    expect(splicedProperty(Type.Object({ total: Type.Integer(), records: Type.Array(Item) }))).toBeNull();
    expect(splicedProperty(Type.Array(Item))).toBeNull();
    expect(splicedProperty(Type.String())).toBeNull();
  });
});
