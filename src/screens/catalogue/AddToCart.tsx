/**
 * "Add to cart" on the product detail (presentational): a cart type of those the brand offers, a quantity,
 * and for the stocking cart the warehouse the goods go to. The cart's server decides the price.
 */
import { useState, type FormEvent } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Form } from '@/design-system/components/Form';
import { NumberField } from '@/design-system/components/NumberField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { useTranslation } from '@/i18n/i18n';
import type { CallInput } from '@/kit/data';
import { numberRules } from '@/kit/form';
import * as styles from './catalogue.css';

export type CartAddBody = NonNullable<CallInput<'cartAdd'>['body']>;
const STOCKING = 2;

export interface AddToCartProps {
  skuId: number;
  /** Cart types offered (1 normal, 2 stocking, 3 consolidation, 4 self-buy); empty hides the form. */
  cartTypes: readonly number[];
  warehouses: ReadonlyArray<{ id: number; name: string; countryCode: string }>;
  onAddToCart(body: CartAddBody): void;
  isAdding: boolean;
}

export function AddToCart({ skuId, cartTypes, warehouses, onAddToCart, isAdding }: AddToCartProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<number>(cartTypes[0] ?? 1);
  const [quantity, setQuantity] = useState(1);
  const [warehouseId, setWarehouseId] = useState<number | null>(warehouses[0]?.id ?? null);
  const rules = numberRules('cartAdd', 'quantity');
  if (cartTypes.length === 0) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Number.isNaN(quantity)) return;
    onAddToCart({ type, skuId, quantity, ...(type === STOCKING && warehouseId !== null ? { warehouseId } : {}) });
  };
  const types = cartTypes.map((id) => ({ id, name: t(`catalogue.cart.type${id}`) }));
  return (
    <Form aria-label={t('catalogue.cart.form')} onSubmit={submit}>
      <div className={styles.cartForm}>
        <Select label={t('catalogue.cart.type')} selectedKey={type} onSelectionChange={(key) => key !== null && setType(Number(key))} items={types}>
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        {type === STOCKING && warehouses.length > 0 && (
          <Select label={t('catalogue.cart.warehouse')} selectedKey={warehouseId} onSelectionChange={(key) => key !== null && setWarehouseId(Number(key))} items={warehouses}>
            {(house) => <SelectItem id={house.id}>{`${house.name} (${house.countryCode})`}</SelectItem>}
          </Select>
        )}
        <NumberField label={t('catalogue.cart.quantity')} value={quantity} onChange={setQuantity} {...rules} className={styles.quantity} />
        <Button type="submit" iconStart={ShoppingCart} isPending={isAdding}>{t('catalogue.cart.add')}</Button>
      </div>
    </Form>
  );
}
