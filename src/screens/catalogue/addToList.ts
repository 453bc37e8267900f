/**
 * "Add to my list" for the catalogue screens: one call (catalogueAddToList, one transaction on the
 * server), then one toast that says what happened, and the lists that changed are reloaded.
 */
import { useState } from 'react';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useMutateCall, type CallName } from '@/kit/data';

const ADD_CHANGES: readonly CallName[] = ['catalogueSearch', 'catalogueProduct', 'skuListAll', 'productNum'];

export function useAddToList(onDone?: () => void) {
  const { t, locale } = useTranslation();
  const [adding, setAdding] = useState<number[]>([]);
  const add = useMutateCall('catalogueAddToList', { invalidates: ADD_CHANGES });
  const n = (value: number) => value.toLocaleString(locale);
  const onAdd = async (ids: number[]) => {
    if (ids.length === 0) return;
    setAdding(ids);
    try {
      const answer = await add.mutateAsync({ body: { productIds: ids } });
      const added = answer.added.length;
      if (answer.skipped.length === 0) notify({ kind: 'success', message: t('catalogue.add.done', { count: n(added) }) });
      else if (added === 0) notify({ kind: 'warning', message: answer.skipped[0].reason });
      else notify({ kind: 'warning', message: t('catalogue.add.partial', { added: n(added), skipped: n(answer.skipped.length) }) });
      onDone?.();
    } finally {
      setAdding([]);
    }
  };
  return { adding, onAdd };
}
