/**
 * A number field (React Aria's NumberField) that parses and formats in the active locale. Money:
 * `formatOptions={{ style: 'currency', currency: 'USD' }}`; quantity: `minValue={1} step={1}`
 * with the − / + steppers (named by React Aria's own translations). Arrow keys and the mouse
 * wheel step too.
 */
import { NumberField as RACNumberField, composeRenderProps, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import { Minus, Plus } from 'lucide-react';
import { FieldButton, FieldFrame, FieldGroup, GroupInput, fieldStyles, type FieldDesignProps } from '../Field';
import { numberInput } from './NumberField.css';

export interface NumberFieldProps extends RACNumberFieldProps, FieldDesignProps {
  placeholder?: string;
  /** Show − and + buttons (quantities); money amounts usually hide them. */
  showSteppers?: boolean;
}

/** Format options for an amount of money in the given ISO currency. */
export const moneyFormat = (currency: string): Intl.NumberFormatOptions => ({ style: 'currency', currency });

export function NumberField({ label, description, errorMessage, placeholder, showSteppers = true, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <FieldGroup isInvalid={isInvalid} isDisabled={isDisabled}>
              {showSteppers && (
                <FieldButton slot="decrement">
                  <Minus size={16} aria-hidden="true" />
                </FieldButton>
              )}
              <GroupInput placeholder={placeholder} className={numberInput} />
              {showSteppers && (
                <FieldButton slot="increment">
                  <Plus size={16} aria-hidden="true" />
                </FieldButton>
              )}
            </FieldGroup>
          </FieldFrame>
        </>
      )}
    </RACNumberField>
  );
}
