/** /settings/preferences (settings:preferences): the merchant's order preferences. */
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { PreferencesView } from './PreferencesView';

export default function PreferencesScreen() {
  const { t } = useTranslation();
  const all = useCall('preferencesAll', {});
  const save = useMutateCall('updatePreferences', { invalidates: ['preferencesAll'] });
  return (
    <PreferencesView
      preferences={all.data}
      isSaving={save.isPending}
      onSave={(items) => {
        if (items.length === 0) return;
        save.mutateAsync({ body: { items } }).then(() => notify({ kind: 'success', message: t('orderSettings.saved') })).catch(() => undefined);
      }}
    />
  );
}
