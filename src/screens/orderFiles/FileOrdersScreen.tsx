/**
 * /orders/ftp (menu:order:ftp): download the template, upload a CSV/XLSX file of orders, follow the job.
 * The job id goes in the URL (`?job=`), so the progress survives leaving the page and a reload; without
 * one, the newest unfinished upload is followed.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useCallPort, useMutateCall, type CallName } from '@/kit/data';
import { JobProgress } from '@/kit/jobs';
import { usePermission } from '@/machines/permission';
import { downloadBase64, isOrderFile, ORDER_FILE_MAX_BYTES, orderFileTypes, readBase64 } from './files';
import { FileOrdersView } from './FileOrdersView';

const UPLOAD_CHANGES: readonly CallName[] = ['jobList', 'orderFileLog', 'orderList', 'orderStatusCounts'];

export default function FileOrdersScreen() {
  const { t, locale } = useTranslation();
  const call = useCallPort();
  const canSeeLog = usePermission('menu:order:ftp:log');
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('job'));
  const running = useCall('jobList', { query: { kind: 'orderFile', active: true, pageSize: 1 } }, { enabled: !fromUrl });
  const jobId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : running.data?.records[0]?.id;
  const upload = useMutateCall('orderFileUpload', { invalidates: ['jobList', 'jobStatus', 'jobItems', 'orderFileLog'] });
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const send = async (file: File, retryJobId?: number) => {
    setFileProblem(null);
    if (!isOrderFile(file.name)) return setFileProblem(t('orderFiles.upload.wrongType'));
    if (file.size > ORDER_FILE_MAX_BYTES) return setFileProblem(t('orderFiles.upload.tooLarge', { size: `${Math.round(ORDER_FILE_MAX_BYTES / 1024).toLocaleString(locale)} KB` }));
    const contentBase64 = await readBase64(file);
    const job = await upload.mutateAsync({ body: { fileName: file.name, contentBase64, ...(retryJobId ? { retryJobId } : {}) } });
    setParams({ job: String(job.id) });
  };

  const onTemplate = async (format: 'csv' | 'xlsx') => {
    try {
      const file = await call('orderFileTemplate', { query: { format } });
      downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    } catch (error) {
      notify({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('error.requestFailed') });
    }
  };

  return (
    <FileOrdersView
      onTemplate={(format) => void onTemplate(format)}
      onFile={(file) => void send(file).catch(() => undefined)}
      isUploading={upload.isPending}
      fileProblem={fileProblem}
      jobId={jobId}
      canSeeLog={canSeeLog}
      job={jobId ? (
        <JobProgress
          key={jobId}
          jobId={jobId}
          invalidates={UPLOAD_CHANGES}
          itemLabel={(item) => t('orderFiles.upload.rowLabel', { row: item.seq, ref: item.input.orderRef ?? '' })}
          actions={
            <FileTrigger acceptedFileTypes={orderFileTypes} onSelect={(files) => files[0] && void send(files[0], jobId).catch(() => undefined)} size="sm" isPending={upload.isPending}>
              {t('orderFiles.upload.uploadFixed')}
            </FileTrigger>
          }
        />
      ) : undefined}
    />
  );
}
