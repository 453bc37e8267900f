/**
 * Type to filter, then choose (React Aria's ComboBox). Filtering is locale-aware (Turkish dotted
 * and dotless i, accents) through React Aria's collator. An empty result says so in words.
 */
import type { ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  ListBox,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { FieldButton, FieldFrame, FieldGroup, GroupInput, fieldStyles, type FieldDesignProps } from '../Field';
import { Popover } from '../Popover';
import { SelectItem, SelectSection } from '../Select';
import * as listStyles from '../../styles/listBox.css';
import { chevron } from '../Select/Select.css';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T, 'single'>, 'children'>, FieldDesignProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
  /** Rendered before the input, e.g. the selected country's flag. */
  startAdornment?: ReactNode;
}

export function ComboBox<T extends object>({ label, description, errorMessage, placeholder, items, children, startAdornment, className, ...props }: ComboBoxProps<T>) {
  const { t } = useTranslation();
  return (
    <RACComboBox
      // A search with no match says so ("No results") instead of closing the list without a word.
      allowsEmptyCollection
      {...props}
      items={items}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldFrame label={label} description={description} errorMessage={errorMessage}>
            <FieldGroup isInvalid={isInvalid} isDisabled={isDisabled}>
              {startAdornment}
              <GroupInput placeholder={placeholder} />
              <FieldButton>
                <ChevronDown className={chevron} size={16} aria-hidden="true" />
              </FieldButton>
            </FieldGroup>
          </FieldFrame>
          <Popover placement="bottom start">
            <ListBox
              className={listStyles.listBox}
              renderEmptyState={() => <div className={listStyles.emptyState}>{t('ds.comboBox.empty')}</div>}
            >
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </RACComboBox>
  );
}

/** Options of a ComboBox look and behave like those of a Select. */
export { SelectItem as ComboBoxItem, SelectSection as ComboBoxSection };
