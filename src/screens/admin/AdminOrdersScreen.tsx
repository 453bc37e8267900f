/**
 * /admin/orders/list (admin menu, isShowUserSettings = 1; the server requires the staff role): every
 * customer's paid orders; ship with carrier + tracking number, mark delivered.
 */
import { useState } from 'react';
import { adminCalls } from '@/api/contract/admin';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { useListQuery } from '@/kit/list';
import { AdminOrdersView } from './AdminOrdersView';

export default function AdminOrdersScreen() {
  const { t } = useTranslation();
  const list = useListQuery(adminCalls.adminOrderList);
  const result = useCall('adminOrderList', { query: list.query });
  const ship = useMutateCall('adminOrderShip', { invalidates: ['adminOrderList'] });
  const deliver = useMutateCall('adminOrderDeliver', { invalidates: ['adminOrderList'] });
  const [shipErrors, setShipErrors] = useState<ServerFieldErrors | null>(null);

  const onShip = async (id: number, shipment: { carrier: string; trackingNumber: string }) => {
    setShipErrors(null);
    try {
      await ship.mutateAsync({ params: { id }, body: shipment });
      notify({ kind: 'success', message: t('admin.ship.done', { tracking: shipment.trackingNumber.toUpperCase() }) });
    } catch (error) {
      setShipErrors(fieldErrorsOf(error, ['carrier', 'trackingNumber']));
      throw error;
    }
  };
  const onDeliver = async (id: number) => {
    await deliver.mutateAsync({ params: { id } });
    notify({ kind: 'success', message: t('admin.deliver.done') });
  };

  return (
    <AdminOrdersView
      query={list.query}
      page={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('admin.orders.loadFailed') : null}
      onRetry={() => void result.refetch()}
      isKeyset={list.isKeyset}
      onFilters={list.setFilters}
      onClearFilters={list.clearFilters}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      onNextCursor={list.nextCursor}
      onPreviousCursor={() => { if (!list.previousCursor()) list.setPage(1); }}
      onShip={onShip}
      onDeliver={onDeliver}
      shipErrors={shipErrors}
      isShipping={ship.isPending}
    />
  );
}
