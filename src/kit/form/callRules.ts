/**
 * Field rules from the contract: a form field's required flag, lengths, range and pattern are read
 * from the call's body schema (the same schema the server validates with), and its translated
 * messages are derived from them — there is no second, hand-written rule to drift from the server's.
 *
 * `textRules(productsCalls.skuListProductUpdate, 'title')` /
 * `numberRules(productsCalls.skuListVariantsUpdate, 'variants.*.sellPrice', { scale: 100 })` return props
 * for the design-system TextField / NumberField: `isRequired`, `minLength`/`maxLength` or
 * `minValue`/`maxValue`, and `validate` (translated, in the active language).
 *
 * They take the call's DEFINITION from its domain's contract file, not its name: looking a name up
 * needs the whole contract table (65 kB gzip), which would then ride in every form screen's chunk.
 */
import type { TSchema } from 'typebox';
import { t } from '@/i18n/i18n';

/** What the rules need of a call: its body schema (pass the definition, e.g. `productsCalls.skuListProductUpdate`). */
export interface FormCall {
  body?: TSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface FieldSchema {
  schema: JsonSchema;
  required: boolean;
}

/** The schema of `path` in the call's body: `title`, `variants.*.sellPrice` (`*` = every array item). */
export function bodyField(call: FormCall, path: string): FieldSchema {
  let node = call.body as JsonSchema | undefined;
  let required = true;
  for (const part of path.split('.')) {
    if (!node) break;
    if (part === '*') {
      node = node.items;
      continue;
    }
    required = node.required?.includes(part) ?? false;
    node = node.properties?.[part];
  }
  if (!node) throw new Error(`the call has no body field ${path}`);
  // A nullable field (a type array with null, or a union with null) is optional to fill in; its rules are the
  // non-null type's.
  if (Array.isArray(node.type) && node.type.includes('null')) return { schema: { ...node, type: node.type.find((type) => type !== 'null') }, required: false };
  const nonNull = node.anyOf?.find((option) => option.type !== 'null');
  if (nonNull) return { schema: nonNull, required: false };
  return { schema: node, required };
}

export interface TextRules {
  isRequired: boolean;
  minLength?: number;
  maxLength?: number;
  validate(value: string): string | null;
}

/** Text field props; `required` can be tightened by the form (a string with minLength 1 is required). */
export function textRules(call: FormCall, path: string): TextRules {
  const { schema, required } = bodyField(call, path);
  const isRequired = required && (schema.minLength ?? 0) > 0;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  return {
    isRequired,
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    validate(value) {
      const text = value.trim();
      if (!text) return isRequired ? t('kit.form.rule.required') : null;
      if (schema.minLength !== undefined && text.length < schema.minLength) return t('kit.form.rule.minLength', { limit: schema.minLength });
      if (schema.maxLength !== undefined && text.length > schema.maxLength) return t('kit.form.rule.maxLength', { limit: schema.maxLength });
      if (pattern && !pattern.test(text)) return t('kit.form.rule.pattern');
      return null;
    },
  };
}

export interface NumberRules {
  isRequired: boolean;
  minValue?: number;
  maxValue?: number;
  validate(value: number): string | null;
}

/**
 * Number field props. `scale` converts the schema's unit to the field's: money is integer cents in the
 * contract and currency units in the field (scale 100), so 100,000,000 cents is a 1,000,000.00 maximum.
 */
export function numberRules(call: FormCall, path: string, { scale = 1, format = String }: { scale?: number; format?: (value: number) => string } = {}): NumberRules {
  const { schema, required } = bodyField(call, path);
  const minValue = schema.minimum !== undefined ? schema.minimum / scale : undefined;
  const maxValue = schema.maximum !== undefined ? schema.maximum / scale : undefined;
  return {
    isRequired: required,
    minValue,
    maxValue,
    validate(value) {
      if (Number.isNaN(value)) return required ? t('kit.form.rule.required') : null;
      if (minValue !== undefined && value < minValue) return t('kit.form.rule.min', { limit: format(minValue) });
      if (maxValue !== undefined && value > maxValue) return t('kit.form.rule.max', { limit: format(maxValue) });
      return null;
    },
  };
}
