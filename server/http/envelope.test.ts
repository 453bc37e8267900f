/**
 * The envelope's serialiser schema (routes.ts envelopeData): a call's object or array data is written with
 * `nullable: true` instead of a union with null (which made fast-json-stringify validate every answer with Ajv
 * first). The text written must be the union's, for null and for data of every call's shape.
 */
import { describe, expect, it } from 'vitest';
import build from 'fast-json-stringify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { contract, type CallName } from '../../src/api/contract';
import { Nullable } from '../../src/api/contract/shared';
import { envelopeData } from './routes';

const envelope = (data: object) => Type.Object({ status: Type.Integer(), message: Type.String(), data: data as never });

describe('envelope serialiser', () => {
  it('writes null and every call\'s data exactly as the union with null did', () => {
    let compared = 0;
    let calls = 0;
    for (const name of Object.keys(contract) as CallName[]) {
      calls += 1;
      const data = contract[name].data;
      const union = build(envelope(Nullable(data)) as never);
      const nullable = build(envelope(envelopeData(data)) as never);
      expect(nullable({ status: 200, message: 'Success', data: null }), name).toBe(union({ status: 200, message: 'Success', data: null }));
      // TypeBox's default value of the shape; skipped where it has none (formats, patterns) or it is not valid.
      let sample: unknown;
      try {
        sample = Value.Create(data);
      } catch {
        continue;
      }
      if (!Value.Check(data, sample)) continue;
      expect(nullable({ status: 200, message: 'Success', data: sample }), name).toBe(union({ status: 200, message: 'Success', data: sample }));
      compared += 1;
    }
    // 137 of 187 calls at the time of writing; the rest have no default value to build.
    expect(compared, `${compared} of ${calls}`).toBeGreaterThan(100);
  });

  it('leaves scalars and unions to the union (only objects and arrays take nullable)', () => {
    expect(envelopeData(Type.Object({ a: Type.String() }))).toMatchObject({ type: 'object', nullable: true });
    expect(envelopeData(Type.Array(Type.String()))).toMatchObject({ type: 'array', nullable: true });
    expect(envelopeData(Type.String())).toEqual(Nullable(Type.String()));
    expect(envelopeData(Type.Null())).toEqual(Nullable(Type.Null()));
  });
});
