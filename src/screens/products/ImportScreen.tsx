/**
 * /products/import-list-batch (menu:products:import:batch): download the template, upload a CSV/XLSX
 * file, follow the import job. The job id goes in the URL (`?job=`), so the progress survives leaving
 * the page and a reload; without one, the newest running import from the server is followed.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useCallPort, useMutateCall, type CallName } from '@/kit/data';
import { JobProgress } from '@/kit/jobs';
import { downloadBase64, IMPORT_FILE_MAX_BYTES, importFileTypes, isImportFile, readBase64 } from './files';
import { ImportView } from './ImportView';

const IMPORT_CHANGES: readonly CallName[] = ['skuListAll', 'productNum', 'jobList'];

export default function ImportScreen() {
  const { t, locale } = useTranslation();
  const call = useCallPort();
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('job'));
  const running = useCall('jobList', { query: { kind: 'skuListImportFile', active: true, pageSize: 1 } }, { enabled: !fromUrl });
  const jobId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : running.data?.records[0]?.id;
  // A retry upload reuses the job: its status and rows are reloaded, and polling resumes.
  const upload = useMutateCall('skuListImportFile', { invalidates: ['jobList', 'jobStatus', 'jobItems'] });
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const send = async (file: File, retryJobId?: number) => {
    setFileProblem(null);
    if (!isImportFile(file.name)) return setFileProblem(t('products.import.wrongType'));
    if (file.size > IMPORT_FILE_MAX_BYTES) return setFileProblem(t('products.import.tooLarge', { size: `${Math.round(IMPORT_FILE_MAX_BYTES / 1024).toLocaleString(locale)} KB` }));
    const contentBase64 = await readBase64(file);
    const job = await upload.mutateAsync({ body: { fileName: file.name, contentBase64, ...(retryJobId ? { retryJobId } : {}) } });
    setParams({ job: String(job.id) });
  };

  const onTemplate = async (format: 'csv' | 'xlsx') => {
    try {
      const file = await call('skuListImportTemplate', { query: { format } });
      downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    } catch (error) {
      notify({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('error.requestFailed') });
    }
  };

  return (
    <ImportView
      onTemplate={(format) => void onTemplate(format)}
      onFile={(file) => void send(file).catch(() => undefined)}
      isUploading={upload.isPending}
      fileProblem={fileProblem}
      job={jobId ? (
        <JobProgress
          key={jobId}
          jobId={jobId}
          invalidates={IMPORT_CHANGES}
          actions={
            <FileTrigger acceptedFileTypes={importFileTypes} onSelect={(files) => files[0] && void send(files[0], jobId).catch(() => undefined)} size="sm" isPending={upload.isPending}>
              {t('products.import.uploadFixed')}
            </FileTrigger>
          }
        />
      ) : undefined}
    />
  );
}
