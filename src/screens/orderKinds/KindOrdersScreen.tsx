/**
 * /warehouse/order (stock orders), /consolidation/order and /self/buy/order: the orders of one kind, with
 * the kind's creation path beyond the cart. Filters and the keyset cursor live in the URL.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { orderKindsCalls } from '@/api/contract/orderKinds';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { useListQuery } from '@/kit/list';
import { usePermission } from '@/machines/permission';
import { usePreference } from '@/screens/orderSettings/usePreference';
import { useSubmissionKey } from '@/screens/payment/submissionKey';
import { CreateKindOrderForm, type NewKindOrder } from './CreateKindOrderForm';
import { kindOfPath, kindPages } from './kinds';
import { KindOrdersView } from './KindOrdersView';
import { orderDetailHref } from './kinds';

const FORM_FIELDS = ['warehouseId', 'channelCode', 'address', 'address.countryCode', 'address.name', 'address.line1', 'address.city', 'lines'] as const;

export default function KindOrdersScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = kindPages[kindOfPath(pathname)];
  const list = useListQuery(orderKindsCalls.orderKindList);
  const pageSize = Number(usePreference('listPageSize'));
  const query = { ...list.query, pageSize: list.query.pageSize ?? pageSize };
  const result = useCall('orderKindList', { params: { kind: page.kind }, query });
  const canCreate = usePermission(page.permission);
  const canSearch = usePermission('menu:order:draft');
  const canOpenDetail = usePermission('menu:order:list');
  const [creating, setCreating] = useState(false);
  const [keyword, setKeyword] = useState('');
  const warehouses = useCall('orderWarehouses', {}, { enabled: creating && page.needsWarehouse });
  const channels = useCall('logisticsChannels', {}, { enabled: creating && page.needsAddress });
  const variants = useCall('orderVariantSearch', { query: { keyword } }, { enabled: creating && canSearch && keyword.length > 0 });
  const create = useMutateCall('orderKindCreate', { invalidates: ['orderKindList', 'orderList', 'orderStatusCounts', 'orderMergeCandidates'] });
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors | undefined>();

  const submission = useSubmissionKey();
  const submit = (order: NewKindOrder) => {
    setFieldErrors(undefined);
    const body = { kind: page.kind, ...order };
    // A retry of the same form carries the same key: the server answers the order it already made.
    create.mutateAsync({ body, idempotencyKey: submission.keyFor(body) })
      .then((created) => { submission.done(); setCreating(false); notify({ kind: 'success', message: t('orderKinds.create.done', { number: created.number }) }); })
      .catch((error: unknown) => setFieldErrors(fieldErrorsOf(error, FORM_FIELDS) ?? undefined));
  };

  return (
    <KindOrdersView
      page={page}
      status={list.query.status}
      keyword={list.query.keyword}
      onFilters={(patch) => list.setFilters(patch)}
      onClearFilters={list.clearFilters}
      data={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('orderKinds.loadFailed') : null}
      onRetry={() => void result.refetch()}
      isKeyset={list.isKeyset}
      onNextCursor={list.nextCursor}
      onPreviousCursor={() => { if (!list.previousCursor()) list.setFilters({ cursor: undefined }); }}
      canCreate={canCreate}
      onCreate={() => setCreating(true)}
      detailHref={canOpenDetail ? orderDetailHref : undefined}
      form={creating ? (
        <CreateKindOrderForm
          page={page}
          warehouses={warehouses.data ?? []}
          channels={channels.data ?? []}
          keyword={keyword}
          onKeyword={setKeyword}
          results={keyword ? variants.data : undefined}
          onSubmit={submit}
          onCancel={() => setCreating(false)}
          isSubmitting={create.isPending}
          fieldErrors={fieldErrors}
        />
      ) : undefined}
    />
  );
}
