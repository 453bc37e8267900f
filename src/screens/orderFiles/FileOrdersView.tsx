/**
 * File orders (presentational): the template to download, the file to upload, and the upload job's
 * progress with every failed row named by row and column. A corrected file uploaded again retries only
 * the rows that failed; the log lists every row's result.
 */
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { orderFileColumns, orderFileRequired, ORDER_FILE_MAX_ROWS } from '@/api/contract/orderFiles';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { DropZone } from '@/design-system/components/DropZone';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import { Page } from '@/kit/page';
import { orderFileTypes } from './files';
import { orderFilePaths } from './paths';
import * as styles from './orderFiles.css';

export interface FileOrdersViewProps {
  onTemplate(format: 'csv' | 'xlsx'): void;
  onFile(file: File): void;
  isUploading: boolean;
  /** A translated problem with the chosen file (wrong type, too large, a missing column). */
  fileProblem?: string | null;
  /** The upload being followed (JobProgress), if any. */
  job?: ReactNode;
  /** The job followed, to link its rows in the log. */
  jobId?: number;
  canSeeLog: boolean;
}

export function FileOrdersView({ onTemplate, onFile, isUploading, fileProblem, job, jobId, canSeeLog }: FileOrdersViewProps) {
  const { t, locale } = useTranslation();
  return (
    <Page
      title={t('route.ordersFtp')}
      description={t('orderFiles.upload.description', { max: ORDER_FILE_MAX_ROWS.toLocaleString(locale) })}
      secondaryActions={canSeeLog ? <Link href={orderFilePaths.log('all', jobId)}>{t('route.ordersFtpLog')}</Link> : undefined}
    >
      {job}
      <Card title={t('orderFiles.upload.templateTitle')} description={t('orderFiles.upload.templateHint')} variant="elevated" padding="lg">
        <div className={styles.stack}>
          <p className={styles.columns}>
            {orderFileColumns.map((c) => (orderFileRequired.includes(c) ? `${c}*` : c)).join(', ')}
          </p>
          <p className={styles.muted}>{t('orderFiles.upload.requiredHint')}</p>
          <div className={styles.rowActions}>
            <Button variant="secondary" iconStart={Download} onPress={() => onTemplate('csv')}>{t('orderFiles.upload.templateCsv')}</Button>
            <Button variant="secondary" iconStart={Download} onPress={() => onTemplate('xlsx')}>{t('orderFiles.upload.templateXlsx')}</Button>
          </div>
        </div>
      </Card>
      <Card title={t('orderFiles.upload.uploadTitle')} description={t('orderFiles.upload.uploadHint')} variant="elevated" padding="lg">
        <div className={styles.stack}>
          {fileProblem && <InlineAlert tone="danger" role="alert" title={fileProblem} />}
          <DropZone acceptedFileTypes={orderFileTypes} onFiles={(files) => files[0] && onFile(files[0])} hint={t('orderFiles.upload.dropHint')} isDisabled={isUploading} />
          <div>
            <FileTrigger acceptedFileTypes={orderFileTypes} onSelect={(files) => files[0] && onFile(files[0])} variant="primary" isPending={isUploading}>
              {t('orderFiles.upload.choose')}
            </FileTrigger>
          </div>
        </div>
      </Card>
    </Page>
  );
}
