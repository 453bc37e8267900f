/**
 * GridList: an interactive list whose rows can hold buttons and links (connected stores, apps,
 * import records), with optional selection by checkbox. `layout="grid"` lays the items out as
 * cards while arrow keys still move between them.
 */
import type { ReactNode } from 'react';
import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  composeRenderProps,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { Checkbox } from '@/design-system/components/Checkbox';
import { EmptyState } from '@/design-system/components/EmptyState';
import * as styles from './GridList.css';

export const gridListLayouts = ['stack', 'grid'] as const;

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface GridListProps<T> extends RACGridListProps<T> {
  /** Shown when there are no items; defaults to the translated "No data". */
  emptyState?: ReactNode;
}

export function GridList<T extends object>({ emptyState, renderEmptyState, className, ...props }: GridListProps<T>) {
  return (
    <RACGridList
      {...props}
      renderEmptyState={renderEmptyState ?? (() => <div className={styles.empty}>{emptyState ?? <EmptyState size="sm" />}</div>)}
      className={composeRenderProps(className, (custom) => join(styles.list, custom))}
    />
  );
}

export interface GridListItemProps extends Omit<RACGridListItemProps, 'children'> {
  children: ReactNode;
}

/** One item; shows a selection checkbox when the list selects by toggling. */
export function GridListItem({ children, className, ...props }: GridListItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACGridListItem
      {...props}
      textValue={textValue}
      data-link={props.href ? true : undefined}
      className={composeRenderProps(className, (custom) => join(styles.item, custom))}
    >
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && <Checkbox slot="selection" />}
          <div className={styles.content}>{children}</div>
        </>
      )}
    </RACGridListItem>
  );
}
