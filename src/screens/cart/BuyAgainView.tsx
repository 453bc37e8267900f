/**
 * Buy again (presentational): the SKUs of a past order at today's catalogue price, unavailable ones marked,
 * the cart to put them in (of those the brand offers, stocking aside: it needs a warehouse per line), and
 * "Add to cart". Props in, events out.
 */
import { RotateCcw } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Select, SelectItem } from '@/design-system/components/Select';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents } from './format';
import * as styles from './cart.css';

export type BuyAgainOrder = CallData<'skuListByOrderId'>;
export type BuyAgainSku = BuyAgainOrder['skus'][number];

export interface BuyAgainViewProps {
  order: BuyAgainOrder | undefined;
  /** Translated, when the order could not be loaded (another customer's answers as not found). */
  error: string | null;
  /** Cart types offered here (not stocking). */
  cartTypes: readonly number[];
  type: number;
  onType(type: number): void;
  onAdd(): void;
  isAdding: boolean;
  canAdd: boolean;
}

export function BuyAgainView({ order, error, cartTypes, type, onType, onAdd, isAdding, canAdd }: BuyAgainViewProps) {
  const { t, locale } = useTranslation();
  const rows = order?.skus.map((sku) => ({ ...sku, id: sku.skuId }));
  const columns: DataColumn<BuyAgainSku & { id: number }>[] = [
    {
      id: 'product', label: t('cart.list.product'), isRowHeader: true, minWidth: 240,
      render: (sku) => (
        <div className={styles.product}>
          <Image src={sku.image} alt="" width={48} />
          <div>
            <div className={styles.title}>{sku.title}</div>
            <div className={styles.muted}>{[sku.variant, sku.sku].filter(Boolean).join(' · ')}</div>
            {!sku.available && <StatusPill tone="danger" size="sm">{t('cart.list.unavailable')}</StatusPill>}
          </div>
        </div>
      ),
    },
    { id: 'quantity', label: t('cart.list.quantity'), width: 110, render: (sku) => sku.quantity.toLocaleString(locale) },
    { id: 'price', label: t('cart.list.unitPrice'), width: 130, render: (sku) => formatCents(sku.unitPriceCents, locale) },
    { id: 'subtotal', label: t('cart.list.subtotal'), width: 130, phone: 'primary', render: (sku) => formatCents(sku.unitPriceCents * sku.quantity, locale) },
  ];
  const available = order?.skus.filter((s) => s.available).length ?? 0;
  const types = cartTypes.map((id) => ({ id, name: t(`cart.type.${id}`) }));
  return (
    <Page title={order ? t('cart.buyAgain.title', { number: order.number }) : t('cart.buyAgain.heading')} description={t('cart.buyAgain.description')}>
      {error ? <InlineAlert tone="danger" role="alert">{error}</InlineAlert> : (
        <Card>
          <ListTable aria-label={t('cart.buyAgain.skus')} columns={columns} rowLabel={(sku) => sku.title} rows={rows} skeletonRows={3} />
          {order && available < order.skus.length && <InlineAlert tone="warning">{t('cart.buyAgain.someUnavailable', { count: order.skus.length - available })}</InlineAlert>}
          {canAdd && (
            <div className={styles.summary}>
              <Select label={t('cart.buyAgain.cart')} selectedKey={type} items={types} onSelectionChange={(key) => key !== null && onType(Number(key))}>
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
              <Button variant="primary" iconStart={RotateCcw} onPress={onAdd} isPending={isAdding} isDisabled={!order || available === 0}>
                {t('cart.buyAgain.add', { count: available })}
              </Button>
            </div>
          )}
        </Card>
      )}
    </Page>
  );
}
