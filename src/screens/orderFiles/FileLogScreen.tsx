/** /orders/ftp/log/list/:type (menu:order:ftp:log): the rows of file-order uploads, keyset paged (`?cursor=`). */
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { orderFileLogTypes, orderFilesCalls } from '@/api/contract/orderFiles';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { usePreference } from '@/screens/orderSettings/usePreference';
import { orderFilePaths } from './paths';
import { FileLogView } from './FileLogView';

export default function FileLogScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type: raw } = useParams();
  const type = orderFileLogTypes.find((candidate) => candidate === raw) ?? 'all';
  const list = useListQuery(orderFilesCalls.orderFileLog);
  const [params] = useSearchParams();
  const pageSize = Number(usePreference('listPageSize'));
  const query = { ...list.query, pageSize: list.query.pageSize ?? pageSize };
  const result = useCall('orderFileLog', { params: { type }, query });
  const next = result.data?.nextCursor ?? null;
  return (
    <FileLogView
      type={type}
      onType={(chosen) => navigate(orderFilePaths.log(chosen, query.jobId))}
      jobId={query.jobId}
      onAllUploads={() => navigate(orderFilePaths.log(type))}
      records={result.data?.records}
      isLoading={result.isFetching}
      error={result.isError ? t('orderFiles.loadFailed') : null}
      onRetry={() => void result.refetch()}
      hasMore={next !== null}
      onMore={() => next !== null && list.setFilters({ cursor: next })}
      hasPrevious={params.has('cursor')}
      onFirst={() => list.setFilters({ cursor: undefined })}
    />
  );
}
