/**
 * The status tabs both sourcing lists show (the merchant's and the staff's): every status with its count
 * from the list call's `counts` as "Found (3)"; the merchant's "All" tab also shows the total.
 */
import { sourcingStatuses, type SourcingStatus } from '@/api/contract/sourcing';
import { useTranslation } from '@/i18n/i18n';
import type { ListTabs } from '@/kit/list';

export function useStatusTabs(
  status: SourcingStatus | undefined,
  counts: Record<SourcingStatus, number> | undefined,
  onStatus: (status: SourcingStatus | undefined) => void,
  { withTotal }: { withTotal: boolean },
): ListTabs {
  const { t, locale } = useTranslation();
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count.toLocaleString(locale)})`);
  const total = counts && withTotal ? sourcingStatuses.reduce((sum, s) => sum + counts[s], 0) : undefined;
  return {
    label: t('sourcing.list.tabs'),
    selectedKey: status ?? 'all',
    items: [
      { id: 'all', label: label(t('sourcing.list.all'), total) },
      ...sourcingStatuses.map((s) => ({ id: s, label: label(t(`sourcing.status.${s}`), counts?.[s]) })),
    ],
    onChange: (key) => onStatus(sourcingStatuses.find((s) => s === key)),
  };
}
