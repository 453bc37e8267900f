/**
 * Edit one entry of My products (presentational): title, description, the images chosen from the
 * product's images and their order (the first is the main image), and each variant's sell and
 * compare-at prices and whether it is offered. Field rules come from the contract (kit/form); the
 * server's field errors arrive in `fieldErrors` and show under their field.
 */
import type { FormEvent } from 'react';
import { ArrowDown, ArrowUp, ImageMinus, ImagePlus, Save } from 'lucide-react';
import { productsCalls } from '@/api/contract/products';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { IconButton } from '@/design-system/components/IconButton';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { moneyFormat, NumberField } from '@/design-system/components/NumberField';
import { Switch } from '@/design-system/components/Switch';
import { TextArea } from '@/design-system/components/TextArea';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
// The rules of these calls only (kit/form's index looks names up in the whole contract).
import { numberRules, textRules } from '@/kit/form/callRules';
import { DetailPage } from '@/kit/page';
import { moveImage, type ProductDraft, type SkuListEntry, type VariantDraft } from './draft';
import { formatCents } from './format';
import { productPaths } from './paths';
import * as styles from './products.css';

export interface ProductEditViewProps {
  /** Undefined while it loads. */
  entry: SkuListEntry | undefined;
  draft: ProductDraft | undefined;
  onChange(draft: ProductDraft): void;
  onSubmit(): void;
  isSaving: boolean;
  isDirty: boolean;
  fieldErrors?: ServerFieldErrors;
}

const toCents = (value: number) => (Number.isNaN(value) ? Number.NaN : Math.round(value * 100));

export function ProductEditView({ entry, draft, onChange, onSubmit, isSaving, isDirty, fieldErrors }: ProductEditViewProps) {
  const { t, locale } = useTranslation();
  const currency = entry?.currencyCode ?? 'USD';
  const money = (units: number) => formatCents(Math.round(units * 100), currency, locale);
  const title = textRules(productsCalls.skuListProductUpdate, 'title');
  const description = textRules(productsCalls.skuListDescriptionUpdate, 'description');
  const sell = numberRules(productsCalls.skuListVariantsUpdate, 'variants.*.sellPrice', { scale: 100, format: money });
  const compare = numberRules(productsCalls.skuListVariantsUpdate, 'variants.*.compareAtPrice', { scale: 100, format: money });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    draft && onChange({ ...draft, variants: draft.variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)) });
  const setImages = (images: string[]) => draft && onChange({ ...draft, images });

  return (
    <DetailPage
      recordTitle={entry?.title}
      description={entry ? t('products.edit.description', { spu: entry.goodsId }) : undefined}
      secondaryActions={<Link href={productPaths.list}>{t('products.edit.back')}</Link>}
    >
      {entry && draft && (
        // Fields hold their own text (defaultValue, the draft follows onChange): a controlled value is
        // written back over the keystroke the Form re-checks while an error shows. A saved version remounts them.
        <Form key={entry.updatedAt} aria-label={t('products.edit.form')} onSubmit={submit} validationErrors={fieldErrors} className={styles.form}>
          <Card title={t('products.edit.details')} variant="elevated" padding="lg">
            <div className={styles.stack}>
              <TextField name="title" label={t('products.edit.title')} defaultValue={draft.title} onChange={(value) => onChange({ ...draft, title: value })} {...title} />
              <TextArea name="description" label={t('products.edit.descriptionField')} description={t('products.edit.descriptionHint')} rows={6}
                defaultValue={draft.description} onChange={(value) => onChange({ ...draft, description: value })} {...description} />
            </div>
          </Card>

          <Card title={t('products.edit.images')} description={t('products.edit.imagesHint')} variant="elevated" padding="lg">
            <ol className={styles.images} aria-label={t('products.edit.chosenImages')}>
              {draft.images.map((src, index) => (
                <li key={src} className={styles.imageChoice}>
                  <Image src={src} alt="" width={96} bordered />
                  <span>{index === 0 ? t('products.edit.mainImage') : t('products.edit.imageN', { n: index + 1 })}</span>
                  <span className={styles.rowActions}>
                    <IconButton icon={ArrowUp} size="sm" label={t('products.edit.moveEarlier', { n: index + 1 })} isDisabled={index === 0} onPress={() => setImages(moveImage(draft.images, index, index - 1))} />
                    <IconButton icon={ArrowDown} size="sm" label={t('products.edit.moveLater', { n: index + 1 })} isDisabled={index === draft.images.length - 1} onPress={() => setImages(moveImage(draft.images, index, index + 1))} />
                    <IconButton icon={ImageMinus} size="sm" label={t('products.edit.removeImage', { n: index + 1 })} isDisabled={draft.images.length === 1} onPress={() => setImages(draft.images.filter((image) => image !== src))} />
                  </span>
                </li>
              ))}
            </ol>
            {entry.availableImages.some((src) => !draft.images.includes(src)) && (
              <>
                <h3 className={styles.subheading}>{t('products.edit.otherImages')}</h3>
                <ul className={styles.images} aria-label={t('products.edit.otherImages')}>
                  {entry.availableImages.filter((src) => !draft.images.includes(src)).map((src, index) => (
                    <li key={src} className={styles.imageChoice}>
                      <Image src={src} alt={t('products.edit.otherImageAlt', { n: index + 1 })} width={96} bordered />
                      <Button size="sm" variant="secondary" iconStart={ImagePlus} isDisabled={draft.images.length >= 20} onPress={() => setImages([...draft.images, src])}>
                        {t('products.edit.addImage')}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>

          <Card title={t('products.edit.variants')} description={t('products.edit.variantsHint')} variant="elevated" padding="lg">
            <ul className={styles.variants} aria-label={t('products.edit.variants')}>
              {draft.variants.map((variant, index) => {
                const saved = entry.variants.find((v) => v.id === variant.id);
                const name = saved ? `${saved.title} (${saved.sku})` : String(variant.id);
                return (
                  <li key={variant.id} className={styles.variant}>
                    <span className={styles.productText}>
                      <strong>{name}</strong>
                      {saved && <span className={styles.muted}>{t('products.edit.cost', { cost: formatCents(saved.costPrice, currency, locale) })}</span>}
                    </span>
                    <NumberField name={`variants.${index}.sellPrice`} label={t('products.edit.sellPrice')}
                      formatOptions={moneyFormat(currency)} showSteppers={false}
                      defaultValue={Number.isNaN(variant.sellPrice) ? Number.NaN : variant.sellPrice / 100}
                      onChange={(value) => setVariant(index, { sellPrice: toCents(value) })} {...sell} />
                    <NumberField name={`variants.${index}.compareAtPrice`} label={t('products.edit.compareAtPrice')}
                      formatOptions={moneyFormat(currency)} showSteppers={false}
                      defaultValue={variant.compareAtPrice === null ? Number.NaN : variant.compareAtPrice / 100}
                      onChange={(value) => setVariant(index, { compareAtPrice: Number.isNaN(value) ? null : toCents(value) })} {...compare} />
                    <Switch isSelected={variant.enabled} onChange={(enabled) => setVariant(index, { enabled })}>
                      {t('products.edit.enabled')}
                    </Switch>
                  </li>
                );
              })}
            </ul>
          </Card>

          <div className={styles.actions}>
            <Button type="submit" variant="primary" iconStart={Save} isPending={isSaving} isDisabled={!isDirty}>{t('products.edit.save')}</Button>
          </div>
        </Form>
      )}
    </DetailPage>
  );
}
