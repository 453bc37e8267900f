/** Which price rule prices an addition: a store's (its own rule, else the default) or the default rule. */
import { Select, SelectItem } from '@/design-system/components/Select';
import { useTranslation } from '@/i18n/i18n';

export interface StorePickerProps {
  stores: ReadonlyArray<{ id: number; name: string }>;
  value: number | null;
  onChange(storeId: number | null): void;
}

export function StorePicker({ stores, value, onChange }: StorePickerProps) {
  const { t } = useTranslation();
  const items = [{ id: 0, name: t('sourcing.store.default') }, ...stores];
  return (
    <Select label={t('sourcing.store.label')} items={items} selectedKey={value ?? 0} onSelectionChange={(key) => onChange(Number(key) || null)}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
