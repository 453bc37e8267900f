/**
 * /cart/list (route name cartList, `type` 1–4 in the URL; partner brands offer 1 and 2). Loads the lines
 * grouped by store, prices the chosen ones on the server (cartPaymentInfo, again whenever the choice, the
 * destination or the channel changes), and checks them out into orders, then opens /payment/checkout with
 * the new orders. Every line starts chosen; the user unticks what should wait.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { usePartner } from '@/machines/partner';
import { usePermission } from '@/machines/permission';
import { useSession } from '@/machines/session';
import { useSubmissionKey } from '@/screens/payment/submissionKey';
import { CartListView, STOCKING, type CartAddress } from './CartListView';
import { cartTypeFrom } from './format';

/** What a change of the cart makes stale (the price follows the chosen ids; a quantity change re-prices too). */
const CART_CHANGES: readonly CallName[] = ['cartSelectGroup', 'cartStoreList', 'countUserCart'];

export default function CartListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { cartTypes } = usePartner();
  const { user } = useSession();
  const canCheckout = usePermission('cart');
  const type = cartTypeFrom(search.get('type'), cartTypes);
  const groups = useCall('cartSelectGroup', { query: { type } });
  const countries = useCall('countryAll', {});
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const [channelCode, setChannelCode] = useState<string | undefined>(undefined);
  const homeCode = countries.data?.find((c) => c.id === user?.countryId)?.code ?? 'US';
  const [addressDraft, setAddress] = useState<Partial<CartAddress>>({});
  const address: CartAddress = {
    name: '', line1: '', line2: null, city: '', province: null, postalCode: null, phone: null, email: null, countryCode: homeCode, ...addressDraft,
  };

  const lines = groups.data?.flatMap((g) => g.lines) ?? [];
  const chosen = lines.filter((l) => !unchosen.has(l.id)).map((l) => l.id);
  const pricing = useCall('cartPaymentInfo', {
    body: { ids: chosen, ...(type === STOCKING ? {} : { countryCode: address.countryCode }), ...(channelCode ? { channelCode } : {}) },
  }, { enabled: chosen.length > 0, quiet: true });

  const update = useMutateCall('cartUpdate', { invalidates: [...CART_CHANGES, 'cartPaymentInfo'] });
  const remove = useMutateCall('cartRemove', { invalidates: CART_CHANGES, notifySuccess: true });
  const submission = useSubmissionKey();
  const checkout = useMutateCall('cartCheckout', {
    invalidates: CART_CHANGES,
    quiet: true,
    onSuccess: (data) => { submission.done(); navigate(`/payment/checkout?ids=${data.orderIds.join(',')}`); },
  });
  const checkoutBody = {
    type, ids: chosen,
    ...(pricing.data?.destinations[0]?.channelCode ? { channelCode: pricing.data.destinations[0].channelCode } : {}),
    ...(type === STOCKING ? {} : { address }),
  };

  const fieldErrors = fieldErrorsOf(checkout.error, ['address.name', 'address.line1', 'address.city', 'address.countryCode', 'address.postalCode', 'address.phone', 'address', 'channelCode', 'ids']);

  return (
    <CartListView
      type={type}
      cartTypes={cartTypes}
      onType={(next) => { setUnchosen(new Set()); setChannelCode(undefined); setSearch({ type: String(next) }); }}
      groups={groups.data}
      isLoading={groups.isFetching}
      error={groups.isError ? t('cart.list.loadFailed') : null}
      onRetry={() => void groups.refetch()}
      selected={new Set(chosen)}
      onSelect={(ids, on) => setUnchosen((current) => {
        const next = new Set(current);
        for (const id of ids) { if (on) next.delete(id); else next.add(id); }
        return next;
      })}
      onQuantity={(id, quantity) => update.mutate({ params: { id }, body: { quantity } })}
      onRemove={(id) => remove.mutate({ params: { id } })}
      pricing={chosen.length > 0 ? pricing.data : undefined}
      isPricing={pricing.isFetching}
      pricingError={pricing.isError && chosen.length > 0 ? t('cart.summary.pricingFailed') : null}
      onChannel={setChannelCode}
      countries={countries.data ?? []}
      address={address}
      onAddress={(patch) => setAddress((current) => ({ ...current, ...patch }))}
      // A retry of the same checkout carries the same key: the server answers the orders it already made.
      onCheckout={() => checkout.mutate({ body: checkoutBody, idempotencyKey: submission.keyFor(checkoutBody) })}
      isCheckingOut={checkout.isPending}
      fieldErrors={fieldErrors}
      checkoutError={checkout.error && !fieldErrors ? checkout.error.message : null}
      canCheckout={canCheckout}
    />
  );
}
