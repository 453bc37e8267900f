/**
 * /orders/downloadExcel (menu:order:list): the order list's filter (the same query parameters as
 * /orders/list, so the list's export action links here with its own URL) exported as XLSX or CSV.
 * The format starts from the merchant's preference.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OrderListFilter } from '@/api/contract/orders';
import type { ExportFormat } from '@/api/contract/orderFiles';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall } from '@/kit/data';
import { JobProgress } from '@/kit/jobs';
import { useListQuery } from '@/kit/list';
import { usePreference } from '@/screens/orderSettings/usePreference';
import { ExportView, type OrderExport } from './ExportView';

const filterQuery = { query: OrderListFilter };

export default function ExportScreen() {
  const { t } = useTranslation();
  const list = useListQuery(filterQuery, []);
  const [params] = useSearchParams();
  const preferred = usePreference('exportFormat');
  const [chosen, setChosen] = useState<ExportFormat | null>(null);
  const format = chosen ?? preferred;
  const run = useMutateCall('orderExport', { invalidates: ['orderExportList', 'jobList'] });
  const [result, setResult] = useState<OrderExport | null>(null);
  const filter = list.query;
  return (
    <ExportView
      filter={filter}
      format={format}
      onFormat={setChosen}
      isExporting={run.isPending}
      onExport={() => void run.mutateAsync({ body: { format, filter } }).then(setResult).catch(() => undefined)}
      result={result}
      listHref={`/orders/list${params.size ? `?${params.toString()}` : ''}`}
      job={result?.jobId ? (
        <JobProgress key={result.jobId} jobId={result.jobId} invalidates={['orderExportList']} itemLabel={(item) => t('orderFiles.export.part', { part: item.seq })} />
      ) : undefined}
    />
  );
}
