/**
 * The cart of one type (presentational): its lines grouped by store (stocking: by warehouse), each with
 * quantity and removal; the chosen lines priced by the server (items, shipping for the chosen channel per
 * destination, total); the shipping address (every cart but stocking, whose goods go into the line's
 * warehouse); and "Check out", which turns the chosen lines into orders to pay. Props in, events out.
 */
import type { FormEvent, ReactNode } from 'react';
import { DialogTrigger, type Key, type Selection } from 'react-aria-components';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { CountrySelect, type Country } from '@/design-system/components/CountrySelect';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { IconButton } from '@/design-system/components/IconButton';
import { Image } from '@/design-system/components/Image';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { NumberField } from '@/design-system/components/NumberField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { StatusPill } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { TextField } from '@/design-system/components/TextField';
import { hasKey, useTranslation } from '@/i18n/i18n';
import { channelLabel, countryName } from '@/screens/orders/format';
import { useNarrowScreen } from '@/shell/useNarrowScreen';
import type { CallData, CallInput } from '@/kit/data';
import { numberRules, textRules } from '@/kit/form';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents } from './format';
import * as styles from './cart.css';

export type CartGroups = CallData<'cartSelectGroup'>;
export type CartLineRow = CartGroups[number]['lines'][number];
export type CartPricing = CallData<'cartPaymentInfo'>;
export type CartAddress = NonNullable<NonNullable<CallInput<'cartCheckout'>['body']>['address']>;

export const STOCKING = 2;

export interface CartListViewProps {
  /** The cart type shown (1 normal, 2 stocking, 3 consolidation, 4 self-buy) and the ones this brand offers. */
  type: number;
  cartTypes: readonly number[];
  onType(type: number): void;
  groups: CartGroups | undefined;
  isLoading: boolean;
  /** Translated, when the cart failed to load. */
  error: string | null;
  onRetry(): void;
  /** The chosen line ids. */
  selected: ReadonlySet<number>;
  onSelect(lineIds: number[], chosen: boolean): void;
  onQuantity(lineId: number, quantity: number): void;
  onRemove(lineId: number): void;
  /** The server's prices of the chosen lines (undefined while none are chosen or it loads). */
  pricing: CartPricing | undefined;
  isPricing: boolean;
  /** Translated, when the chosen lines could not be priced (e.g. one was removed meanwhile). */
  pricingError?: string | null;
  onChannel(channelCode: string): void;
  countries: readonly (Country & { code: string })[];
  address: CartAddress;
  onAddress(patch: Partial<CartAddress>): void;
  onCheckout(): void;
  isCheckingOut: boolean;
  /** The server's field errors of the last checkout (9001 naming a field). */
  fieldErrors?: ServerFieldErrors | null;
  /** Any other refusal of the last checkout, translated. */
  checkoutError?: string | null;
  /** The user may check out (permission `cart`). */
  canCheckout: boolean;
}

function groupTitle(group: CartGroups[number], stocking: boolean, t: (key: string) => string): string {
  if (stocking) return group.lines[0]?.warehouseName ?? t('cart.list.noWarehouse');
  return group.storeName ?? t('cart.list.noStore');
}

/** Stocking lines regroup by warehouse (the server groups by store). */
function regroup(groups: CartGroups, stocking: boolean): CartGroups {
  if (!stocking) return groups;
  const byWarehouse = new Map<number | null, CartLineRow[]>();
  for (const line of groups.flatMap((g) => g.lines)) byWarehouse.set(line.warehouseId, [...(byWarehouse.get(line.warehouseId) ?? []), line]);
  return [...byWarehouse.values()].map((lines) => ({ storeId: null, storeName: null, lines }));
}

export function CartListView(props: CartListViewProps) {
  const { t, locale } = useTranslation();
  const { type, groups, selected, pricing } = props;
  const stocking = type === STOCKING;
  const money = (cents: number) => formatCents(cents, locale);
  const quantityRules = numberRules('cartUpdate', 'quantity');
  const shown = groups ? regroup(groups, stocking) : undefined;
  const allLines = shown?.flatMap((g) => g.lines) ?? [];
  // A phone has room for the product and its removal: the price, subtotal and quantity go in the product cell.
  const narrow = useNarrowScreen();

  const quantityField = (line: CartLineRow) => (
    <NumberField aria-label={t('cart.list.quantityOf', { title: line.title })} defaultValue={line.skuNum} {...quantityRules}
      className={styles.quantity} isDisabled={!props.canCheckout}
      onChange={(value) => { if (Number.isInteger(value) && value >= 1 && value !== line.skuNum) props.onQuantity(line.id, value); }} />
  );

  const columns: DataColumn<CartLineRow>[] = [
    {
      id: 'product', label: t('cart.list.product'), isRowHeader: true, minWidth: 240,
      render: (line) => (
        <div className={styles.product}>
          <Image src={line.image} alt="" width={48} />
          <div>
            <div className={styles.title}>{line.title}</div>
            <div className={styles.muted}>{[line.variant, line.sku].filter(Boolean).join(' · ')}</div>
            {narrow && <div className={styles.muted}>{t('cart.list.lineSubtotal', { price: money(line.unitPriceCents), subtotal: money(line.unitPriceCents * line.skuNum) })}</div>}
            {narrow && quantityField(line)}
            {!line.available && <StatusPill tone="danger" size="sm">{t('cart.list.unavailable')}</StatusPill>}
          </div>
        </div>
      ),
    },
    {
      id: 'price', label: t('cart.list.unitPrice'), width: 130,
      render: (line) => (
        <div>
          <div>{money(line.unitPriceCents)}</div>
          {line.unitPriceCents !== line.addedPriceCents && <div className={styles.muted}>{t('cart.list.wasPrice', { price: money(line.addedPriceCents) })}</div>}
        </div>
      ),
    },
    {
      id: 'quantity', label: t('cart.list.quantity'), width: 150,
      render: (line) => quantityField(line),
    },
    { id: 'subtotal', label: t('cart.list.subtotal'), width: 120, phone: 'primary', render: (line) => money(line.unitPriceCents * line.skuNum) },
    {
      // On a phone card the remove button sits at the top right, beside the product, as shop carts put it.
      id: 'actions', label: t('cart.list.actions'), width: 70, phone: 'primary',
      // Removing is confirmed: the line's quantity and store would have to be chosen again.
      render: (line) => props.canCheckout && (
        <DialogTrigger>
          <IconButton icon={Trash2} label={t('cart.list.removeLine', { title: line.title })} />
          <AlertDialog title={t('cart.list.removeTitle')} variant="danger" confirmLabel={t('cart.list.removeConfirm')} onConfirm={() => props.onRemove(line.id)}>
            {t('cart.list.removeMessage', { title: line.title })}
          </AlertDialog>
        </DialogTrigger>
      ),
    },
  ];

  const selectionOf = (lines: CartLineRow[]): Selection => new Set(lines.filter((l) => selected.has(l.id)).map((l) => l.id as Key));
  const onGroupSelection = (lines: CartLineRow[]) => (keys: Selection) => {
    const chosen = keys === 'all' ? new Set(lines.map((l) => l.id)) : new Set([...keys].map(Number));
    const add = lines.filter((l) => chosen.has(l.id) && !selected.has(l.id)).map((l) => l.id);
    const drop = lines.filter((l) => !chosen.has(l.id) && selected.has(l.id)).map((l) => l.id);
    if (add.length) props.onSelect(add, true);
    if (drop.length) props.onSelect(drop, false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onCheckout();
  };

  const field = (name: keyof CartAddress, label: string, options: { required?: boolean; wide?: boolean } = {}): ReactNode => (
    <TextField name={`address.${name}`} label={label} value={String(props.address[name] ?? '')} className={options.wide ? styles.wide : undefined}
      {...textRules('cartCheckout', `address.${name}`)} isRequired={options.required}
      onChange={(value) => props.onAddress({ [name]: options.required ? value : value || null })} />
  );

  const destinations = pricing?.destinations ?? [];
  const nameOf = (q: { channelCode: string; channelName: string }) => channelLabel(t, hasKey, q.channelCode, q.channelName) ?? q.channelName;
  const quotes = destinations[0]?.quotes ?? [];
  const chosenCount = allLines.filter((l) => selected.has(l.id)).length;
  const anyUnavailable = allLines.some((l) => selected.has(l.id) && !l.available);

  const body = props.error ? (
        <InlineAlert tone="danger" role="alert" actions={<Button onPress={props.onRetry}>{t('cart.list.retry')}</Button>}>{props.error}</InlineAlert>
      ) : shown && shown.length === 0 ? (
        <EmptyState icon={<ShoppingCart aria-hidden />} title={t('cart.list.emptyTitle')} description={t('cart.list.emptyDescription')} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.groups}>
            {(shown ?? [undefined]).map((group, index) => (
              <Card key={group ? `${group.storeId ?? 'none'}-${group.lines[0]?.warehouseId ?? index}` : 'loading'}
                title={group ? groupTitle(group, stocking, t) : t('cart.list.loading')} headingLevel={2}>
                <ListTable<CartLineRow>
                  rowLabel={(line) => line.title}
                  holdsFields
                  aria-label={group ? t('cart.list.linesOf', { name: groupTitle(group, stocking, t) }) : t('cart.list.loading')}
                  columns={columns}
                  visibleColumns={narrow ? ['product', 'actions'] : undefined}
                  rows={group?.lines}
                  isLoading={props.isLoading}
                  selectedKeys={group ? selectionOf(group.lines) : new Set()}
                  onSelectionChange={group && props.canCheckout ? onGroupSelection(group.lines) : undefined}
                  skeletonRows={3}
                />
              </Card>
            ))}
          </div>
          <Card title={t('cart.summary.title')} headingLevel={2}>
            <Form aria-label={t('cart.summary.title')} onSubmit={submit} validationErrors={props.fieldErrors ?? undefined} className={styles.summary}>
              {!stocking && (
                <fieldset className={styles.addressGrid}>
                  <legend className={styles.legend}>{t('cart.address.title')}</legend>
                  {field('name', t('cart.address.name'), { required: true, wide: true })}
                  {field('line1', t('cart.address.line1'), { required: true, wide: true })}
                  {field('line2', t('cart.address.line2'), { wide: true })}
                  {field('city', t('cart.address.city'), { required: true })}
                  {field('province', t('cart.address.province'))}
                  {field('postalCode', t('cart.address.postalCode'))}
                  {field('phone', t('cart.address.phone'))}
                  <CountrySelect name="address.countryCode" label={t('cart.address.country')} countries={props.countries} isRequired className={styles.wide}
                    selectedKey={props.countries.find((c) => c.code === props.address.countryCode)?.id ?? null}
                    onSelectionChange={(key) => { const c = props.countries.find((x) => x.id === key); if (c) props.onAddress({ countryCode: c.code }); }} />
                </fieldset>
              )}
              {quotes.length > 0 && (
                <Select name="channelCode" label={t('cart.summary.channel')} selectedKey={destinations[0]?.channelCode ?? null} items={quotes}
                  onSelectionChange={(key) => key !== null && props.onChannel(String(key))}>
                  {(q) => (
                    <SelectItem id={q.channelCode} textValue={nameOf(q)}>
                      {destinations.length > 1
                        ? t('cart.summary.channelOptionShort', { name: nameOf(q), min: q.agingMinDays, max: q.agingMaxDays })
                        : t('cart.summary.channelOption', { name: nameOf(q), price: money(q.totalCents), min: q.agingMinDays, max: q.agingMaxDays })}
                    </SelectItem>
                  )}
                </Select>
              )}
              {destinations.length > 1 && (
                <ul className={styles.muted}>
                  {destinations.map((d) => (
                    <li key={`${d.countryCode}-${d.warehouseId}`}>
                      {t('cart.summary.destination', { country: countryName(d.countryCode, locale), channel: d.domestic ? t('cart.summary.noShipping') : (d.quotes.some((q) => q.channelCode === d.channelCode) ? nameOf(d.quotes.find((q) => q.channelCode === d.channelCode)!) : t('cart.summary.noChannelShort')), price: money(d.shippingCents) })}
                    </li>
                  ))}
                </ul>
              )}
              {pricing && destinations.some((d) => !d.domestic && d.channelCode === null) && (
                <InlineAlert tone="warning">{t(stocking && destinations.length > 1 ? 'cart.summary.noChannelStocking' : 'cart.summary.noChannel')}</InlineAlert>
              )}
              {props.pricingError && !props.isPricing && <InlineAlert tone="warning">{props.pricingError}</InlineAlert>}
              {props.checkoutError && <InlineAlert tone="danger" role="alert">{props.checkoutError}</InlineAlert>}
              {anyUnavailable && <InlineAlert tone="warning">{t('cart.summary.unavailable')}</InlineAlert>}
              <dl className={styles.totals} aria-busy={props.isPricing || undefined}>
                <dt>{t('cart.summary.items', { count: pricing?.itemCount ?? 0 })}</dt>
                <dd className={styles.numeric}>{money(pricing?.itemsCents ?? 0)}</dd>
                <dt>{t('cart.summary.shipping')}</dt>
                <dd className={styles.numeric}>{money(pricing?.shippingCents ?? 0)}</dd>
                <dt className={styles.total}>{t('cart.summary.total')}</dt>
                <dd className={`${styles.numeric} ${styles.total}`}>{money(pricing?.totalCents ?? 0)}</dd>
              </dl>
              <Button type="submit" variant="primary" iconStart={ShoppingCart} isPending={props.isCheckingOut}
                isDisabled={!props.canCheckout || chosenCount === 0 || !pricing?.payable || props.isPricing}>
                {t(chosenCount === 1 ? 'cart.summary.checkoutOne' : 'cart.summary.checkout', { count: chosenCount })}
              </Button>
            </Form>
          </Card>
        </div>
      );

  return (
    <Page title={t('cart.list.title')} description={t('cart.list.description')}>
      <Tabs selectedKey={String(type)} onSelectionChange={(key) => props.onType(Number(key))}>
        <TabList aria-label={t('cart.list.types')}>
          {props.cartTypes.map((id) => <Tab key={id} id={String(id)}>{t(`cart.type.${id}`)}</Tab>)}
        </TabList>
        {props.cartTypes.map((id) => <TabPanel key={id} id={String(id)} className={styles.panel}>{body}</TabPanel>)}
      </Tabs>
    </Page>
  );
}
