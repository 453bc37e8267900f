/**
 * Staff sourcing (presentational): every merchant's requests by status, oldest first; take a submitted one
 * (in progress), answer an open one: found (a catalogue product picked by search, a quoted unit price) or not
 * found (a note saying why). The server's field errors land on the answer form's fields.
 */
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Hand, MessageSquareReply } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { ComboBox, ComboBoxItem } from '@/design-system/components/ComboBox';
import { Dialog } from '@/design-system/components/Dialog';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { NumberField } from '@/design-system/components/NumberField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { Skeleton } from '@/design-system/components/Skeleton';
import { StatusPill } from '@/design-system/components/StatusPill';
import { TextArea } from '@/design-system/components/TextArea';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { formatCents, formatDate, statusTone, toCents } from './format';
import { useStatusTabs } from './statusTabs';
import * as styles from './sourcing.css';

export type AdminSourcingQuery = CallQuery<'adminSourcingList'>;
export type AdminSourcingPage = CallData<'adminSourcingList'>;
type Row = AdminSourcingPage['records'][number];
export interface ProductOption { id: number; spu: string; title: string; minCost: number }
export interface Answer { found: boolean; productId?: number; quotedPriceCents?: number; note: string }

export interface AdminSourcingViewProps extends ListViewProps<AdminSourcingQuery, AdminSourcingPage> {
  onTake(id: number): void;
  /** Answers; resolves when sent (the dialog closes), rejects to keep it open. */
  onAnswer(id: number, answer: Answer): Promise<unknown>;
  isAnswering: boolean;
  answerErrors: ServerFieldErrors | null;
  /** Catalogue products matching the picker's text (the screen searches as the staff types). */
  productOptions: readonly ProductOption[];
  onProductSearch(keyword: string): void;
  /** The answer dialog of request :id opened: the screen loads its picture (rows do not carry it). */
  onAnswerOpen?(id: number): void;
  /** The picture the merchant uploaded with the request being answered; undefined while it loads. */
  answerImage?: string | null;
}

function AnswerForm({ row, props, close }: { row: Row; props: AdminSourcingViewProps; close(): void }) {
  const { t, locale } = useTranslation();
  const [found, setFound] = useState(true);
  const [picked, setPicked] = useState<ProductOption | null>(null);
  const productId = picked?.id ?? null;
  // The picked product stays among the options while the list follows the typed text (choosing one writes its
  // name into the field, which must not search again and lose it).
  const options = picked && !props.productOptions.some((o) => o.id === picked.id) ? [picked, ...props.productOptions] : props.productOptions;
  const textOf = (item: ProductOption) => `${item.title} ${item.spu}`;
  const [quote, setQuote] = useState(Number.NaN);
  const [note, setNote] = useState('');
  return (
    <Form aria-label={t('sourcing.admin.answerTitle', { title: row.title })} className={styles.form} validationErrors={props.answerErrors ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const answer: Answer = found
          ? { found, note: note.trim(), ...(productId ? { productId } : {}), ...(Number.isFinite(quote) ? { quotedPriceCents: toCents(quote) } : {}) }
          : { found, note: note.trim() };
        void props.onAnswer(row.id, answer).then(close, () => undefined);
      }}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('sourcing.column.customer')}</dt><dd className={styles.value}>{row.customerUsername}</dd>
        {row.sourceUrl && <><dt className={styles.term}>{t('sourcing.form.url')}</dt><dd className={`${styles.value} ${styles.url}`}>{row.sourceUrl}</dd></>}
        {row.description && <><dt className={styles.term}>{t('sourcing.form.description')}</dt><dd className={styles.value}>{row.description}</dd></>}
        <dt className={styles.term}>{t('sourcing.column.target')}</dt>
        <dd className={styles.value}>{row.targetPriceCents !== null ? formatCents(row.targetPriceCents, locale) : '—'}{row.quantity !== null ? ` × ${row.quantity.toLocaleString(locale)}` : ''}</dd>
      </dl>
      {row.hasImage && (props.answerImage
        ? <img src={props.answerImage} alt={t('sourcing.admin.picture', { title: row.title })} className={styles.picture} />
        : props.answerImage === undefined && <Skeleton width="12rem" height="8rem" />)}
      <RadioGroup label={t('sourcing.admin.outcome')} orientation="horizontal" value={found ? 'found' : 'not_found'} onChange={(v) => setFound(v === 'found')}>
        <Radio value="found">{t('sourcing.admin.found')}</Radio>
        <Radio value="not_found">{t('sourcing.admin.notFound')}</Radio>
      </RadioGroup>
      {found && (
        <>
          <ComboBox name="productId" label={t('sourcing.admin.product')} description={t('sourcing.admin.productHint')} items={options}
            selectedKey={productId} onSelectionChange={(key) => setPicked(options.find((o) => o.id === key) ?? null)}
            onInputChange={(text) => { if (!picked || text !== textOf(picked)) props.onProductSearch(text); }} isRequired>
            {(item) => <ComboBoxItem id={item.id} textValue={textOf(item)}>{`${item.title} · ${item.spu} · ${formatCents(item.minCost, locale)}`}</ComboBoxItem>}
          </ComboBox>
          <NumberField name="quotedPriceCents" label={t('sourcing.admin.quote')} value={quote} onChange={setQuote} minValue={0.01} maxValue={100_000}
            formatOptions={{ style: 'currency', currency: 'USD' }} isRequired />
        </>
      )}
      <TextArea name="note" label={t('sourcing.admin.note')} description={t('sourcing.admin.noteHint')} value={note} onChange={setNote} maxLength={500} rows={3} isRequired={!found} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>{t('sourcing.form.cancel')}</Button>
        <Button variant="primary" type="submit" isPending={props.isAnswering}>{t('sourcing.admin.send')}</Button>
      </div>
    </Form>
  );
}

export function AdminSourcingView(props: AdminSourcingViewProps) {
  const { query, page } = props;
  const { t, locale } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: 'request', label: t('sourcing.column.request'), isRowHeader: true, minWidth: 220,
      render: (row) => (
        <span className={styles.cellStack}>
          <span>{row.title || `#${row.id}`}</span>
          <span className={`${styles.muted} ${styles.url}`}>{row.sourceUrl ?? row.description}</span>
        </span>
      ),
    },
    { id: 'customer', label: t('sourcing.column.customer'), render: (row) => row.customerUsername },
    { id: 'channel', label: t('sourcing.column.channel'), phone: 'hide', render: (row) => t(`sourcing.channel.${row.channel}`) },
    { id: 'target', label: t('sourcing.column.target'), render: (row) => (row.targetPriceCents !== null ? formatCents(row.targetPriceCents, locale) : '—') },
    { id: 'status', label: t('sourcing.column.status'), phone: 'primary', render: (row) => <StatusPill tone={statusTone[row.status]} hasDot>{t(`sourcing.status.${row.status}`)}</StatusPill> },
    { id: 'date', label: t('sourcing.column.date'), render: (row) => formatDate(row.createdAt, locale) },
    {
      id: 'actions', label: t('sourcing.column.actions'), phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          {row.status === 'submitted' && (
            <Button variant="secondary" size="sm" iconStart={Hand} aria-label={t('sourcing.admin.takeOne', { title: row.title })} onPress={() => props.onTake(row.id)}>{t('sourcing.admin.take')}</Button>
          )}
          {(row.status === 'submitted' || row.status === 'in_progress') && (
            <DialogTrigger onOpenChange={(isOpen) => { if (isOpen) props.onAnswerOpen?.(row.id); }}>
              <Button variant="primary" size="sm" iconStart={MessageSquareReply} aria-label={t('sourcing.admin.answerOne', { title: row.title })}>{t('sourcing.admin.answer')}</Button>
              <Dialog title={t('sourcing.admin.answerTitle', { title: row.title })} size="md">{(close) => <AnswerForm row={row} props={props} close={close} />}</Dialog>
            </DialogTrigger>
          )}
          {row.product && <span className={styles.muted}>{row.product.spu}{row.quotedPriceCents !== null ? ` · ${formatCents(row.quotedPriceCents, locale)}` : ''}</span>}
        </span>
      ),
    },
  ];
  const tabs = useStatusTabs(query.status, page?.counts, (status) => props.onFilters({ status }), { withTotal: false });
  return (
    <ListScreen
      list={props}
      title={t('route.adminSourcing')}
      description={t('sourcing.admin.description')}
      keyword={{ label: t('sourcing.list.keyword'), placeholder: t('sourcing.list.keywordHint') }}
      isFiltered={Boolean(query.keyword)}
      tableLabel={t('sourcing.list.table')}
      columns={columns}
      rowLabel={(row) => row.title || `#${row.id}`}
      empty={{ title: t('sourcing.list.emptyTitle') }}
      tabs={tabs}
    />
  );
}
