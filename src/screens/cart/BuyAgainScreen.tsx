/**
 * /cart/buyAgain?orderId=N (cart:buyAgain): the SKUs of a past order (skuListByOrderId), added to a cart
 * with one cartAdd per available SKU, then that cart opens.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useCallPort } from '@/kit/data';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { usePartner } from '@/machines/partner';
import { usePermission } from '@/machines/permission';
import { BuyAgainView } from './BuyAgainView';
import { STOCKING } from './CartListView';
import { cartPaths } from './paths';

const typeOfKind: Record<string, number> = { normal: 1, consolidation: 3, self_buy: 4 };

export default function BuyAgainScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const call = useCallPort();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useCall('skuListByOrderId', { params: { orderId } }, { enabled: valid, quiet: true });
  const { cartTypes } = usePartner();
  const offered: number[] = cartTypes.filter((type) => type !== STOCKING);
  const canAdd = usePermission('cart');
  const [chosenType, setType] = useState<number | null>(null);
  const type = chosenType ?? (offered.includes(typeOfKind[order.data?.kind ?? ''] ?? 0) ? typeOfKind[order.data!.kind] : offered[0] ?? 1);
  const [isAdding, setAdding] = useState(false);

  const onAdd = async () => {
    const skus = order.data?.skus.filter((s) => s.available) ?? [];
    setAdding(true);
    try {
      for (const sku of skus) await call('cartAdd', { body: { type, skuId: sku.skuId, quantity: sku.quantity } });
      await client.invalidateQueries({ queryKey: ['countUserCart'] });
      notify({ kind: 'success', message: t('cart.buyAgain.added', { count: skus.length }) });
      navigate(cartPaths.listOf(type));
    } catch (error) {
      notify({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <BuyAgainView
      order={order.data}
      error={!valid || order.isError ? t('cart.buyAgain.notFound') : null}
      cartTypes={offered}
      type={type}
      onType={setType}
      onAdd={() => void onAdd()}
      isAdding={isAdding}
      canAdd={canAdd}
    />
  );
}
