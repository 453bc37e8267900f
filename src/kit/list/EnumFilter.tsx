/**
 * One filter field choosing one value of a closed list, or "any" (the filter left out). Every list's
 * status / kind / platform / store filter is this: the "any" item maps to `undefined`, the chosen key back
 * to the option's own value (a string of a const list, or a numeric id), typed from the options.
 */
import type { Key } from 'react-aria-components';
import { SelectLook } from './fieldLooks';
import { FirstUse } from './FirstUse';
import { loadSelect, selectParts } from './lazySelect';

/** An option with its own label (records such as stores; `textValue` when the label is decorated). */
export interface EnumOption<V extends string | number> {
  value: V;
  label: string;
  /** What typeahead and screen readers read, when `label` carries more than the name (indentation). */
  textValue?: string;
}

interface EnumFilterBase<V extends string | number> {
  label: string;
  /** The chosen value; `undefined` (or `null`) shows the "any" item. A value not among the options shows "any" too. */
  value: V | undefined | null;
  /** The first item's label: the filter left out ("Any status", "All stores"). */
  anyLabel: string;
  /** The chosen option's value, or `undefined` for "any". */
  onChange(value: V | undefined): void;
  className?: string;
}

/** Either the values of a const list with `labelOf` (translated labels), or options with their own labels. */
export type EnumFilterProps<V extends string | number> = EnumFilterBase<V> & (
  | { options: readonly V[]; labelOf(value: V): string }
  | { options: readonly EnumOption<V>[]; labelOf?: never }
);

/** The "any" item's key: no option's value, since option keys are the values themselves. */
const anyKey = '@any';

function optionsOf<V extends string | number>(props: EnumFilterProps<V>): readonly EnumOption<V>[] {
  if (props.labelOf) {
    const { labelOf } = props;
    return props.options.map((value) => ({ value, label: labelOf(value) }));
  }
  return props.options;
}

export function EnumFilter<V extends string | number>(props: EnumFilterProps<V>) {
  const options = optionsOf(props);
  const chosen = options.find((option) => option.value === props.value);
  // The Select (its collection of options, a hidden native select) is built on first use, its code loaded then too
  // (SelectParts); its look-alike until then.
  return (
    <FirstUse look={<SelectLook label={props.label} value={chosen ? chosen.label : props.anyLabel} className={props.className} />} load={loadSelect}>
      {(control) => {
        const parts = selectParts.loaded();
        if (!parts) return null;
        const { Select, SelectItem } = parts;
        return (
          <Select
            label={props.label}
            {...control}
            className={props.className}
            selectedKey={chosen ? chosen.value : anyKey}
            onSelectionChange={(key: Key | null) => props.onChange(options.find((option) => option.value === key)?.value)}
          >
            <SelectItem id={anyKey}>{props.anyLabel}</SelectItem>
            {options.map((option) => (
              <SelectItem key={option.value} id={option.value} textValue={option.textValue}>{option.label}</SelectItem>
            ))}
          </Select>
        );
      }}
    </FirstUse>
  );
}
