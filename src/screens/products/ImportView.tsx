/**
 * Import products from a file (presentational): the template to download, the file to upload, and the
 * import job's progress with every failed row named by row and column. Fixing the file and uploading it
 * again retries only the rows that failed.
 */
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { importColumns } from '@/api/contract/products';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { DropZone } from '@/design-system/components/DropZone';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import { Page } from '@/kit/page';
import { importFileTypes } from './files';
import { productPaths } from './paths';
import * as styles from './products.css';

export interface ImportViewProps {
  onTemplate(format: 'csv' | 'xlsx'): void;
  onFile(file: File): void;
  isUploading: boolean;
  /** A translated problem with the chosen file (wrong type, too large). */
  fileProblem?: string | null;
  /** The import being followed (JobProgress), if any. */
  job?: ReactNode;
}

export function ImportView({ onTemplate, onFile, isUploading, fileProblem, job }: ImportViewProps) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('route.importListBatch')}
      description={t('products.import.description')}
      secondaryActions={<Link href={productPaths.records}>{t('route.importRecord')}</Link>}
    >
      {job}
      <Card title={t('products.import.templateTitle')} description={t('products.import.templateHint', { columns: importColumns.join(', ') })} variant="elevated" padding="lg">
        <div className={styles.rowActions}>
          <Button variant="secondary" iconStart={Download} onPress={() => onTemplate('csv')}>{t('products.import.templateCsv')}</Button>
          <Button variant="secondary" iconStart={Download} onPress={() => onTemplate('xlsx')}>{t('products.import.templateXlsx')}</Button>
        </div>
      </Card>
      <Card title={t('products.import.uploadTitle')} description={t('products.import.uploadHint')} variant="elevated" padding="lg">
        <div className={styles.stack}>
          {fileProblem && <InlineAlert tone="danger" role="alert" title={fileProblem} />}
          <DropZone acceptedFileTypes={importFileTypes} onFiles={(files) => files[0] && onFile(files[0])} hint={t('products.import.dropHint')} isDisabled={isUploading} />
          <div>
            <FileTrigger acceptedFileTypes={importFileTypes} onSelect={(files) => files[0] && onFile(files[0])} variant="primary" isPending={isUploading}>
              {t('products.import.choose')}
            </FileTrigger>
          </div>
        </div>
      </Card>
    </Page>
  );
}
