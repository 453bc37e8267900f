/**
 * Smart sourcing (presentational): the merchant's requests by status (tabs with counts), a keyword, each row
 * linking to its detail; "New request" opens the request form in a dialog.
 */
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Plus } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { formatCents, formatDate, statusTone } from './format';
import { RequestForm, type RequestInput } from './RequestForm';
import { sourcingPaths } from './paths';
import { useStatusTabs } from './statusTabs';
import * as styles from './sourcing.css';

export type SourcingQuery = CallQuery<'sourcingList'>;
export type SourcingPage = CallData<'sourcingList'>;
type Row = SourcingPage['records'][number];

export interface SourcingListViewProps extends ListViewProps<SourcingQuery, SourcingPage> {
  /** Sends a request; resolves when created (the dialog closes), rejects to keep the form open. */
  onCreate(input: RequestInput): Promise<unknown>;
  isCreating: boolean;
  createErrors: ServerFieldErrors | null;
  /** Opens the form at once (the empty state's link, ?new=1). */
  defaultFormOpen?: boolean;
}

export function SourcingListView(props: SourcingListViewProps) {
  const { query, page } = props;
  const { t, locale } = useTranslation();
  const [isFormOpen, setFormOpen] = useState(Boolean(props.defaultFormOpen));
  const n = (value: number) => value.toLocaleString(locale);

  const columns: DataColumn<Row>[] = [
    {
      id: 'request', label: t('sourcing.column.request'), isRowHeader: true, minWidth: 220,
      render: (row) => (
        <span className={styles.cellStack}>
          <Link href={sourcingPaths.detail(row.id)}>{row.title || row.sourceUrl || `#${row.id}`}</Link>
          {row.sourceUrl && <span className={`${styles.muted} ${styles.url}`}>{row.sourceUrl}</span>}
        </span>
      ),
    },
    { id: 'channel', label: t('sourcing.column.channel'), phone: 'hide', render: (row) => t(`sourcing.channel.${row.channel}`) },
    { id: 'target', label: t('sourcing.column.target'), render: (row) => (row.targetPriceCents !== null ? formatCents(row.targetPriceCents, locale) : '—') },
    { id: 'quantity', label: t('sourcing.column.quantity'), phone: 'hide', render: (row) => (row.quantity !== null ? n(row.quantity) : '—') },
    { id: 'status', label: t('sourcing.column.status'), phone: 'primary', render: (row) => <StatusPill tone={statusTone[row.status]} hasDot>{t(`sourcing.status.${row.status}`)}</StatusPill> },
    {
      id: 'result', label: t('sourcing.column.result'),
      render: (row) => (row.product ? (
        <span className={styles.cellStack}>
          <span>{row.product.title}</span>
          {row.quotedPriceCents !== null && <span className={styles.muted}>{t('sourcing.quoted', { price: formatCents(row.quotedPriceCents, locale) })}</span>}
        </span>
      ) : '—'),
    },
    { id: 'date', label: t('sourcing.column.date'), render: (row) => formatDate(row.createdAt, locale) },
  ];

  const tabs = useStatusTabs(query.status, page?.counts, (status) => props.onFilters({ status }), { withTotal: true });
  return (
    <ListScreen
      list={props}
      title={t('route.sourcingSmart')}
      description={t('sourcing.list.description')}
      primaryAction={
        <DialogTrigger isOpen={isFormOpen} onOpenChange={setFormOpen}>
          <Button variant="primary" iconStart={Plus}>{t('sourcing.list.new')}</Button>
          <Dialog title={t('sourcing.form.title')} size="md">
            {(close) => (
              <RequestForm isPending={props.isCreating} errors={props.createErrors} onCancel={close}
                onSubmit={(input) => void props.onCreate(input).then(close, () => undefined)} />
            )}
          </Dialog>
        </DialogTrigger>
      }
      keyword={{ label: t('sourcing.list.keyword'), placeholder: t('sourcing.list.keywordHint') }}
      isFiltered={Boolean(query.keyword)}
      tableLabel={t('sourcing.list.table')}
      columns={columns}
      rowLabel={(row) => row.title || row.sourceUrl || `#${row.id}`}
      empty={{ title: t('sourcing.list.emptyTitle'), description: t('sourcing.list.emptyHint') }}
      tabs={tabs}
    />
  );
}
