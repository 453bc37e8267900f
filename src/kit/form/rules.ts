/**
 * The field rules by call NAME or definition (the kit's index exports these). A name is looked up in the
 * whole contract table, which then rides in the screen's chunk (65 kB gzip): a screen that watches its
 * bytes passes the call's definition and imports from '@/kit/form/callRules' (as My products' edit
 * screen does). Once every screen passes definitions, the index can export callRules and this file go.
 */
import { contract, type CallDef } from '@/api/contract';
import type { CallName } from '@/kit/data';
import * as byDefinition from './callRules';
import type { FieldSchema, FormCall, NumberRules, TextRules } from './callRules';

export type { FieldSchema, FormCall, NumberRules, TextRules } from './callRules';

const definitionOf = (call: CallName | FormCall): FormCall => (typeof call === 'string' ? (contract[call] as CallDef) : call);

export const bodyField = (call: CallName | FormCall, path: string): FieldSchema => byDefinition.bodyField(definitionOf(call), path);
export const textRules = (call: CallName | FormCall, path: string): TextRules => byDefinition.textRules(definitionOf(call), path);
export const numberRules = (call: CallName | FormCall, path: string, options?: Parameters<typeof byDefinition.numberRules>[2]): NumberRules =>
  byDefinition.numberRules(definitionOf(call), path, options);
