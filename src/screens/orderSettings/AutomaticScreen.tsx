/** /settings/automatic (automaticFulfillment): the settings, today's figures, run now. */
import { useState } from 'react';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { useCall, useMutateCall } from '@/kit/data';
import { fieldErrorsOf } from '@/kit/form';
import { AutomaticView, type AutomaticRunResult } from './AutomaticView';

const FIELDS = ['dailyLimitCents', 'maxOrderCents', 'storeIds'] as const;

export default function AutomaticScreen() {
  const info = useCall('automaticInfo', {});
  const save = useMutateCall('automaticSave', { invalidates: ['automaticInfo'] });
  const run = useMutateCall('automaticRun', { invalidates: ['automaticInfo', 'orderList', 'orderStatusCounts'] });
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors | undefined>();
  const [lastRun, setLastRun] = useState<AutomaticRunResult | null>(null);
  return (
    <AutomaticView
      info={info.data}
      currency="USD"
      isSaving={save.isPending}
      fieldErrors={fieldErrors}
      onSave={(draft) => {
        setFieldErrors(undefined);
        save.mutateAsync({ body: draft }).catch((error: unknown) => setFieldErrors(fieldErrorsOf(error, FIELDS) ?? undefined));
      }}
      isRunning={run.isPending}
      lastRun={lastRun}
      onRun={() => void run.mutateAsync({}).then(setLastRun).catch(() => undefined)}
    />
  );
}
