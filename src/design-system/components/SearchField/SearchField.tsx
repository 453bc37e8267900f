/**
 * A search box (React Aria's SearchField): Enter submits (`onSubmit`), Escape or the clear button
 * empties it. The clear button's name comes from React Aria's own translations.
 */
import { SearchField as RACSearchField, composeRenderProps, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { Search, X } from 'lucide-react';
import { FieldButton, FieldFrame, FieldGroup, GroupInput, fieldStyles, type FieldDesignProps } from '../Field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends RACSearchFieldProps, FieldDesignProps {
  placeholder?: string;
}

export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage}>
          <FieldGroup isDisabled={isDisabled} isInvalid={isInvalid}>
            <Search size={16} className={styles.searchIcon} aria-hidden="true" />
            <GroupInput placeholder={placeholder} />
            <FieldButton className={styles.clearButton}>
              <X size={16} aria-hidden="true" />
            </FieldButton>
          </FieldGroup>
        </FieldFrame>
      )}
    </RACSearchField>
  );
}
