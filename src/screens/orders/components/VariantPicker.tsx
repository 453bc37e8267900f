/**
 * Choose the catalogue variant a store line is fulfilled with: type an SKU or a product name, pick one of
 * the variants on sale (orderVariantSearch). Loads its own results through the data layer (stories give it
 * fakeCalls), after the merchant pauses typing.
 */
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, ComboBoxItem } from '@/design-system/components/ComboBox';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { formatCents } from '../format';

const PAUSE_MS = 300;

export function VariantPicker({ label, onPick, isDisabled }: { label: string; onPick(variantId: number): void; isDisabled?: boolean }) {
  const { t, locale } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useCall('orderVariantSearch', { query: { keyword } }, { enabled: keyword.length > 0, quiet: true });
  const items = found.data ?? [];
  return (
    <ComboBox
      label={label}
      placeholder={t('orders.process.searchHint')}
      inputValue={text}
      onInputChange={setText}
      items={items.map((v) => ({ ...v, id: v.variantId }))}
      isDisabled={isDisabled}
      menuTrigger="input"
      // Results arrive after the pause in typing: the menu opens on input and fills when they come.
      allowsEmptyCollection
      onSelectionChange={(key: Key | null) => { if (key !== null) onPick(Number(key)); }}
    >
      {(item) => (
        <ComboBoxItem id={item.variantId} textValue={`${item.sku} ${item.title}`}>
          {item.sku} · {item.title}{item.options ? ` (${item.options})` : ''} · {formatCents(item.costCents, 'USD', locale)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
