/**
 * Export the order list (presentational): the filter being exported (from the list's URL), the format,
 * and the result — a download link for up to 10,000 rows, or the job preparing a larger file (its link
 * appears in Downloads when it is ready).
 */
import type { ReactNode } from 'react';
import { Download, FileDown } from 'lucide-react';
import { EXPORT_INLINE_MAX, exportFormats, type ExportFormat } from '@/api/contract/orderFiles';
import type { OrderListFilter } from '@/api/contract/orders';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { orderFilePaths } from './paths';
import * as styles from './orderFiles.css';

export type OrderExport = CallData<'orderExport'>;

export interface ExportViewProps {
  filter: OrderListFilter;
  format: ExportFormat;
  onFormat(format: ExportFormat): void;
  onExport(): void;
  isExporting: boolean;
  /** The export just asked for. */
  result?: OrderExport | null;
  /** The job preparing a large export (JobProgress). */
  job?: ReactNode;
  /** Where the list with this filter is. */
  listHref: string;
}

export function FilterSummary({ filter }: { filter: OrderListFilter }) {
  const { t } = useTranslation();
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  if (entries.length === 0) return <p className={styles.muted}>{t('orderFiles.export.noFilter')}</p>;
  const shown = (key: string, value: unknown) => (
    key === 'status' ? t(`orderKinds.status.${String(value)}`)
    : key === 'kind' ? t(`orderKinds.kind.${String(value)}`)
    : String(value)
  );
  return (
    <ul className={styles.filters} aria-label={t('orderFiles.export.filterLabel')}>
      {entries.map(([key, value]) => <li key={key} className={styles.filter}>{t(`orderFiles.export.field.${key}`)}: {shown(key, value)}</li>)}
    </ul>
  );
}

export function ExportView({ filter, format, onFormat, onExport, isExporting, result, job, listHref }: ExportViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <Page
      title={t('route.ordersDownloadExcel')}
      description={t('orderFiles.export.description', { max: n(EXPORT_INLINE_MAX) })}
      secondaryActions={<><Link href={listHref}>{t('orderFiles.export.backToList')}</Link><Link href={orderFilePaths.downloads}>{t('route.ordersDownload')}</Link></>}
    >
      <Card title={t('orderFiles.export.filterTitle')} variant="elevated" padding="lg">
        <div className={styles.stack}>
          <FilterSummary filter={filter} />
          <RadioGroup label={t('orderFiles.export.format')} orientation="horizontal" value={format} onChange={(value) => onFormat(value === 'csv' ? 'csv' : 'xlsx')}>
            {exportFormats.map((f) => <Radio key={f} value={f}>{t(`orderFiles.export.formats.${f}`)}</Radio>)}
          </RadioGroup>
          <div>
            <Button variant="primary" iconStart={FileDown} onPress={onExport} isPending={isExporting}>{t('orderFiles.export.start')}</Button>
          </div>
        </div>
      </Card>
      {result && result.state === 'ready' && result.downloadUrl && (
        <InlineAlert tone="success" title={t('orderFiles.export.ready', { count: n(result.rowCount) })}
          actions={<Link href={result.downloadUrl} download target="_self" variant="standalone"><Download aria-hidden size={16} /> {t('orderFiles.export.download', { format: result.format.toUpperCase() })}</Link>} />
      )}
      {result && result.state === 'preparing' && (
        <InlineAlert tone="info" title={t('orderFiles.export.preparing', { count: n(result.rowCount) })}
          actions={<Link href={orderFilePaths.downloads}>{t('route.ordersDownload')}</Link>} />
      )}
      {job}
    </Page>
  );
}
