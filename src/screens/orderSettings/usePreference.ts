/**
 * One of the merchant's order preferences, for the screens that follow it (export format, the stats'
 * days, list page sizes). Without the code settings:preferences (a sub-account), or while loading, the
 * default (the first option) — the server answers the same default for a preference never set.
 */
import { preferenceOptions, type PreferenceCode } from '@/api/contract/orderSettings';
import { useCall } from '@/kit/data';
import { usePermission } from '@/machines/permission';

export function usePreference<C extends PreferenceCode>(code: C): (typeof preferenceOptions)[C][number] {
  const allowed = usePermission('settings:preferences');
  const all = useCall('preferencesAll', {}, { enabled: allowed, quiet: true });
  const value = all.data?.find((p) => p.code === code)?.value;
  const options = preferenceOptions[code] as readonly string[];
  return (value && options.includes(value) ? value : options[0]) as (typeof preferenceOptions)[C][number];
}
