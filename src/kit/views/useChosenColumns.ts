/**
 * The user's chosen columns of one list, remembered on the server with the saved-views calls: the
 * list's one unnamed view row holds them (`viewSave` without a name replaces it). It reads `viewList`,
 * the call SavedViews reads too, so both share one request and one cache entry. A choice shows at once
 * (held locally) while it is saved; a failed save shows the error once (the QueryClient) and the
 * server's choice comes back.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useMutateCall, type CallData } from '@/kit/data';
import { useLatest } from '@/kit/useLatest';

export interface ChosenColumns {
  /** The chosen column ids in order; undefined: the screen's default columns. */
  visible: readonly string[] | undefined;
  /** Remember a new choice, or null to go back to the default. */
  onChange(visible: string[] | null): void;
  isSaving: boolean;
}

export function useChosenColumns(listKey: string): ChosenColumns {
  const input = { query: { listKey } };
  const views = useCall('viewList', input);
  const client = useQueryClient();
  const [local, setLocal] = useState<{ visible: string[] | null } | null>(null);
  const save = useMutateCall('viewSave', {
    invalidates: ['viewList'],
    // The saved row goes straight into the cache, so the table never flashes the old choice.
    onSuccess: (row) => {
      client.setQueryData(callKey('viewList', input), (rows: CallData<'viewList'> | undefined) => [row, ...(rows ?? []).filter((view) => view.name !== null)]);
      setLocal(null);
    },
  });
  const saved = views.data?.find((view) => view.name === null)?.columns;
  const chosen = local ? local.visible : saved;

  // The same function and object while the choice is the same, so the list's filter bar (where the column chooser
  // sits) is not rendered again on each answer of the list (issue 13).
  const latest = useLatest({ listKey, save });
  const onChange = useCallback((visible: string[] | null) => {
    setLocal({ visible });
    latest.current.save.mutate({ body: { listKey: latest.current.listKey, filter: {}, columns: visible ?? [] } }, { onError: () => setLocal(null) });
  }, [latest]);
  const visible = chosen?.length ? chosen : undefined;
  const isSaving = save.isPending;
  return useMemo(() => ({ visible, onChange, isSaving }), [visible, onChange, isSaving]);
}
