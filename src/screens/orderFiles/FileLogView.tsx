/**
 * The file-order log (presentational): every uploaded row with its result — the order it became, or its
 * error named by row and column — by type (all, succeeded, failed), optionally of one upload.
 */
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Link } from '@/design-system/components/Link';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { orderFileLogTypes, type OrderFileLogType } from '@/api/contract/orderFiles';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatDate } from '@/screens/products/format';
import { orderFilePaths } from './paths';
import * as styles from './orderFiles.css';

export type FileLogRow = CallData<'orderFileLog'>['records'][number];
type Row = FileLogRow & { id: number };

const tones: Record<FileLogRow['state'], StatusTone> = { queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger', blocked: 'warning' };

export interface FileLogViewProps {
  type: OrderFileLogType;
  onType(type: OrderFileLogType): void;
  jobId?: number;
  onAllUploads(): void;
  records: FileLogRow[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  hasMore: boolean;
  onMore(): void;
  hasPrevious: boolean;
  onFirst(): void;
}

export function FileLogView(props: FileLogViewProps) {
  const { t, locale } = useTranslation();
  const columns: DataColumn<Row>[] = [
    { id: 'row', label: t('orderFiles.log.row'), isRowHeader: true, render: (r) => t('orderFiles.log.rowOf', { row: r.row, file: r.fileName }) },
    { id: 'ref', label: t('orderFiles.log.ref'), render: (r) => r.orderRef },
    { id: 'state', label: t('orderFiles.log.state'), phone: 'primary', render: (r) => <StatusPill tone={tones[r.state]} hasDot>{t(`orderFiles.log.states.${r.state}`)}</StatusPill> },
    { id: 'result', label: t('orderFiles.log.result'), render: (r) => r.orderNumber ?? r.message ?? '' },
    { id: 'column', label: t('orderFiles.log.column'), render: (r) => r.errorField ?? '' },
    { id: 'uploaded', label: t('orderFiles.log.uploaded'), phone: 'hide', render: (r) => formatDate(r.uploadedAt, locale) },
  ];
  const rows = props.records?.map((r) => ({ ...r, id: r.itemId }));
  return (
    <Page
      title={t('route.ordersFtpLog')}
      description={props.jobId ? t('orderFiles.log.oneUpload', { id: props.jobId }) : t('orderFiles.log.description')}
      secondaryActions={props.jobId ? <Button variant="secondary" onPress={props.onAllUploads}>{t('orderFiles.log.allUploads')}</Button> : undefined}
      primaryAction={<Link href={orderFilePaths.upload}>{t('route.ordersFtp')}</Link>}
    >
      <Tabs selectedKey={props.type} onSelectionChange={(key) => {
        const type = orderFileLogTypes.find((candidate) => candidate === key);
        if (type) props.onType(type);
      }}>
        <TabList aria-label={t('orderFiles.log.types')}>
          {orderFileLogTypes.map((type) => <Tab key={type} id={type}>{t(`orderFiles.log.type.${type}`)}</Tab>)}
        </TabList>
        {orderFileLogTypes.map((type) => (
          <TabPanel key={type} id={type} className={styles.stack}>
            <ListTable
              aria-label={t('route.ordersFtpLog')}
              columns={columns}
              rows={rows}
              isLoading={props.isLoading}
              error={props.error}
              onRetry={props.onRetry}
              emptyState={<EmptyState size="sm" title={t('orderFiles.log.empty')} action={<Link href={orderFilePaths.upload}>{t('route.ordersFtp')}</Link>} />}
            />
          </TabPanel>
        ))}
      </Tabs>
      <div className={styles.actions}>
        {props.hasPrevious && <Button variant="secondary" size="sm" onPress={props.onFirst}>{t('orderFiles.log.first')}</Button>}
        {props.hasMore && <Button variant="secondary" size="sm" onPress={props.onMore}>{t('kit.list.next')}</Button>}
      </div>
    </Page>
  );
}
