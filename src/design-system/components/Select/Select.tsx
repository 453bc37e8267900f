/**
 * Choose one option from a short list (React Aria's Select): a button showing the value, opening
 * a ListBox in a Popover. For long or searchable lists use ComboBox.
 */
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Header,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type ListBoxSectionProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { FieldFrame, fieldStyles, type FieldDesignProps } from '../Field';
import { Popover } from '../Popover';
import * as listStyles from '../../styles/listBox.css';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T, 'single'>, 'children'>, FieldDesignProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({ label, description, errorMessage, items, children, className, ...props }: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      className={composeRenderProps(className, (custom) => [fieldStyles.fieldRoot, custom].filter(Boolean).join(' '))}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <RACButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </RACButton>
      </FieldFrame>
      <Popover placement="bottom start">
        <ListBox items={items} className={listStyles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** One option; shows a check mark when selected. Give `textValue` when children are not plain text. */
export function SelectItem({ className, children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (custom) => [listStyles.listBoxItem, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={listStyles.itemLabel}>{content}</span>
          {isSelected && <Check size={16} className={listStyles.itemCheck} aria-hidden="true" />}
        </>
      ))}
    </ListBoxItem>
  );
}

/** A titled group of options. */
export function SelectSection<T extends object>({ title, children, ...props }: Omit<ListBoxSectionProps<T>, 'children'> & { title: ReactNode; children: ReactNode }) {
  return (
    <ListBoxSection {...props}>
      <Header className={listStyles.sectionHeader}>{title}</Header>
      {children}
    </ListBoxSection>
  );
}
