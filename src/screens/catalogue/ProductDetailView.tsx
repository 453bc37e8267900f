/**
 * Product detail (presentational): the gallery, a variant picker by option, the chosen variant's cost,
 * suggested price, weight and size, its stock per warehouse, the supplier, the description, and "Add to
 * my list" (or a link to the entry when listed). The record title names the visited-view tab.
 */
import { useState, type ReactNode } from 'react';
import { ListPlus, Pencil } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { DetailPage } from '@/kit/page';
import { AddToCart, type CartAddBody } from './AddToCart';
import { descriptionText, formatCents } from './format';
import * as styles from './catalogue.css';

export type CatalogueProduct = CallData<'catalogueProduct'>;
type Variant = CatalogueProduct['variants'][number];

export interface ProductDetailViewProps {
  product: CatalogueProduct | undefined;
  /** Translated, when the product could not be loaded (missing or another merchant's). */
  error: string | null;
  onAdd(): Promise<unknown>;
  isAdding: boolean;
  /** The account may add to the product list (menu:products:myProducts). */
  canAdd: boolean;
  /** The edit page of a product-list entry. */
  entryHref(id: number): string;
  /** The shipping estimate of the chosen variant (the screen renders its container; stories a fixed view). */
  renderShipping?(variantId: number): ReactNode;
  /** Cart types the account may add to (empty: no cart permission). */
  cartTypes?: readonly number[];
  onAddToCart?(body: CartAddBody): void;
  isAddingToCart?: boolean;
}

/** The variant whose options match the choice; the first variant before any choice. */
const variantFor = (variants: readonly Variant[], choice: Record<string, string>): Variant | undefined =>
  variants.find((v) => v.optionValues.every((o) => (choice[o.name] ?? o.value) === o.value)) ?? variants[0];

export function ProductDetailView({ product, error, onAdd, isAdding, canAdd, entryHref, renderShipping, cartTypes = [], onAddToCart, isAddingToCart = false }: ProductDetailViewProps) {
  const { t, locale } = useTranslation();
  /** An image the merchant clicked; null shows the chosen variant's own image. */
  const [picked, setPicked] = useState<number | null>(null);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const n = (value: number) => value.toLocaleString(locale);

  if (error) {
    return (
      <DetailPage recordTitle={t('catalogue.detail.missingTitle')}>
        <InlineAlert tone="danger" title={error} actions={<Link href="/products/search">{t('route.productSearch')}</Link>} />
      </DetailPage>
    );
  }
  const variant = product ? variantFor(product.variants, choice) : undefined;
  const images = product?.images ?? [];
  const shown = picked === null && variant?.image ? variant.image : images[Math.min(picked ?? 0, images.length - 1)];
  const add = product && canAdd && (product.skuListId === null ? (
    <Button variant="primary" iconStart={ListPlus} isPending={isAdding} onPress={() => void onAdd()}>{t('catalogue.add.button')}</Button>
  ) : (
    <Link href={entryHref(product.skuListId)}><Pencil size={14} aria-hidden="true" /> {t('catalogue.detail.openEntry')}</Link>
  ));

  return (
    <DetailPage recordTitle={product?.title} description={product && `${product.spu} · ${product.categoryPath.map((c) => c.name).join(' › ')}`} primaryAction={add}>
      {product && (
        <div className={styles.detail}>
          <div className={styles.stack}>
            <Image src={shown ?? null} alt={product.title} width={420} fit="contain" bordered eager />
            {images.length > 1 && (
              <ul className={styles.thumbs} aria-label={t('catalogue.detail.gallery')}>
                {images.map((src, i) => (
                  <li key={src}>
                    <button type="button" className={styles.thumb} aria-pressed={shown === src}
                      aria-label={t('catalogue.detail.image', { n: i + 1, total: images.length })}
                      onClick={() => setPicked(i)}>
                      <Image src={src} alt="" width={56} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.stack}>
            {product.isPrivate && <StatusPill tone="info">{t('catalogue.detail.private')}</StatusPill>}
            {product.options.map((option) => (
              <RadioGroup key={option.name} label={option.name} orientation="horizontal"
                value={variant?.optionValues.find((o) => o.name === option.name)?.value ?? null}
                onChange={(value) => { setPicked(null); setChoice((c) => ({ ...c, [option.name]: value })); }}>
                {option.values.map((value) => <Radio key={value} value={value}>{value}</Radio>)}
              </RadioGroup>
            ))}
            {variant && (
              <dl className={styles.facts}>
                <dt className={styles.term}>{t('catalogue.detail.sku')}</dt><dd className={styles.value}>{variant.sku}</dd>
                <dt className={styles.term}>{t('catalogue.detail.cost')}</dt><dd className={styles.value}>{formatCents(variant.costPrice, locale)}</dd>
                <dt className={styles.term}>{t('catalogue.detail.suggested')}</dt><dd className={styles.value}>{formatCents(variant.suggestedPrice, locale)}</dd>
                <dt className={styles.term}>{t('catalogue.detail.weight')}</dt><dd className={styles.value}>{t('catalogue.detail.grams', { n: n(variant.weightGrams) })}</dd>
                <dt className={styles.term}>{t('catalogue.detail.size')}</dt>
                <dd className={styles.value}>{t('catalogue.detail.mm', { l: n(variant.lengthMm), w: n(variant.widthMm), h: n(variant.heightMm) })}</dd>
              </dl>
            )}
            {variant && onAddToCart && (
              <AddToCart key={variant.id} skuId={variant.id} cartTypes={cartTypes} warehouses={product.warehouses} onAddToCart={onAddToCart} isAdding={isAddingToCart} />
            )}
            <h2 className={styles.subheading}>{t('catalogue.detail.stock')}</h2>
            {variant && variant.stock.length > 0 ? (
              <table className={styles.table}>
                <thead>
                  <tr><th className={styles.cell} scope="col">{t('catalogue.detail.warehouse')}</th><th className={styles.cell} scope="col">{t('catalogue.detail.available')}</th></tr>
                </thead>
                <tbody>
                  {variant.stock.map((s) => {
                    const house = product.warehouses.find((w) => w.id === s.warehouseId);
                    return (
                      <tr key={s.warehouseId}>
                        <th className={styles.cell} scope="row">{house ? `${house.name} (${house.countryCode})` : s.warehouseId}</th>
                        <td className={styles.cell}>{n(s.available)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : <p className={styles.muted}>{t('catalogue.detail.noStock')}</p>}
            <Card title={t('catalogue.detail.supplier')} headingLevel={2} padding="md">
              <p>{product.supplier.name} · {product.supplier.countryName}</p>
              <p className={styles.muted}>
                {t('catalogue.detail.rating', { rating: product.supplier.rating.toLocaleString(locale, { maximumFractionDigits: 1 }) })}
                {' · '}
                {t('catalogue.detail.response', { hours: n(product.supplier.responseHours) })}
              </p>
            </Card>
          </div>
        </div>
      )}
      {product && variant && renderShipping?.(variant.id)}
      {product && (
        <section aria-labelledby="catalogue-description">
          <h2 id="catalogue-description" className={styles.subheading}>{t('catalogue.detail.description')}</h2>
          {descriptionText(product.descriptionHtml).map((line, i) => <p key={i}>{line}</p>)}
        </section>
      )}
    </DetailPage>
  );
}
