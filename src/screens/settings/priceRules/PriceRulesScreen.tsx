/**
 * /settings/price-rules (settings:priceRules, main accounts only): loads the rules, saves and removes them,
 * and starts re-apply as a job whose progress shows here (JobProgress).
 */
import { useState } from 'react';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { JobProgress } from '@/kit/jobs';
import { PriceRulesView } from './PriceRulesView';

export default function PriceRulesScreen() {
  const { t } = useTranslation();
  const rules = useCall('priceRuleList', {});
  const save = useMutateCall('priceRuleSave', { invalidates: ['priceRuleList'] });
  const remove = useMutateCall('priceRuleRemove', { invalidates: ['priceRuleList'] });
  const reapply = useMutateCall('priceRuleReapply', { invalidates: ['jobList'] });
  const [jobId, setJobId] = useState<number | null>(null);
  return (
    <PriceRulesView
      data={rules.data}
      error={rules.isError ? t('priceRules.loadFailed') : null}
      onSave={(body) => save.mutate({ body }, { onSuccess: () => notify({ kind: 'success', message: t('priceRules.saved') }) })}
      isSaving={save.isPending}
      onRemove={(id) => remove.mutate({ params: { id } }, { onSuccess: () => notify({ kind: 'success', message: t('priceRules.removed') }) })}
      onReapply={() => reapply.mutate({ body: {} }, { onSuccess: (answer) => setJobId(answer.jobId) })}
      isReapplying={reapply.isPending}
      progress={jobId !== null ? <JobProgress key={jobId} jobId={jobId} invalidates={['skuListAll']} /> : undefined}
    />
  );
}
