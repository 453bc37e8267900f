/**
 * "Columns": a dialog listing a table's columns, each with a checkbox (shown or not) and "move up" /
 * "move down" buttons (the order), all reachable by keyboard — Tab through the rows, Space ticks, Enter
 * moves. "Apply" hands the choice to `onChange`; "Default columns" hands `null` (forget the choice).
 * Presentational: `useChosenColumns` (kit/views) remembers the choice per user on the server. The dialog is built on
 * first use, its code loaded then (DialogButton).
 */
import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation } from '@/i18n/i18n';
import { DialogButton } from '../overlays/DialogButton';
import { choiceOf, choiceRows, moveRow, type ChoosableColumn, type ColumnChoiceRow } from './columns';
import * as styles from './list.css';

export interface ColumnChooserProps {
  /** The table's columns, in the screen's default order. */
  columns: readonly ChoosableColumn[];
  /** The current choice (undefined: the default). */
  visible: readonly string[] | undefined;
  /** The new choice, or null to go back to the default columns. */
  onChange(visible: string[] | null): void;
  isSaving?: boolean;
}

type Move = { id: string; by: -1 | 1 };

function ChooserBody({ columns, visible, onChange, close }: ColumnChooserProps & { close(): void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ColumnChoiceRow[]>(() => choiceRows(columns, visible));
  const list = useRef<HTMLUListElement>(null);
  const [moved, setMoved] = useState<Move | null>(null);

  // A moved row keeps the keyboard: focus its same button again, or the other one at the list's end.
  useEffect(() => {
    if (!moved || !list.current) return;
    const button = (by: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(moved.id)}:${by}"]`);
    const same = button(moved.by);
    (same && !same.disabled ? same : button(-moved.by))?.focus();
  }, [moved]);

  const move = (index: number, by: -1 | 1) => {
    setRows((current) => moveRow(current, index, by));
    setMoved({ id: rows[index].id, by });
  };

  return (
    <>
      <p className={styles.muted}>{t('kit.columns.hint')}</p>
      <ul ref={list} className={styles.columnList} aria-label={t('kit.columns.list')}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.columnRow}>
            <Checkbox
              isSelected={row.shown || row.locked}
              isDisabled={row.locked}
              onChange={(shown) => setRows((current) => current.map((r) => (r.id === row.id ? { ...r, shown } : r)))}
            >
              {row.label}
            </Checkbox>
            <span className={styles.columnMoves}>
              <IconButton icon={ArrowUp} size="sm" label={t('kit.columns.up', { name: row.label })} data-move={`${row.id}:-1`} isDisabled={index === 0} onPress={() => move(index, -1)} />
              <IconButton icon={ArrowDown} size="sm" label={t('kit.columns.down', { name: row.label })} data-move={`${row.id}:1`} isDisabled={index === rows.length - 1} onPress={() => move(index, 1)} />
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.columnActions}>
        <Button variant="quiet" onPress={() => { onChange(null); close(); }}>{t('kit.columns.reset')}</Button>
        <Button variant="primary" onPress={() => { onChange(choiceOf(rows)); close(); }}>{t('kit.columns.apply')}</Button>
      </div>
    </>
  );
}

export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <DialogButton variant="secondary" iconStart={Columns3} isPending={props.isSaving} renderDialog={({ Dialog }) => (
      <Dialog title={t('kit.columns.title')} size="sm">
        {(close) => <ChooserBody {...props} close={close} />}
      </Dialog>
    )}>
      {t('kit.columns.menu')}
    </DialogButton>
  );
}
