/**
 * Price rules (presentational): choose the default rule or a store's, edit markup (multiply or add), shipping
 * included or not, compare-at multiple, cents ending and minimum margin, and see the live preview on sample
 * products priced by the same priceFor the server uses. Save, remove a store's rule, re-apply to the list.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { RefreshCw, Save, Trash2 } from 'lucide-react';
import { priceFor } from '@/api/contract/priceFor';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Checkbox } from '@/design-system/components/Checkbox';
import { Form } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { NumberField } from '@/design-system/components/NumberField';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { Select, SelectItem } from '@/design-system/components/Select';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallInput } from '@/kit/data';
import { Page } from '@/kit/page';
import * as styles from './priceRules.css';

export type PriceRulesData = CallData<'priceRuleList'>;
export type RuleBody = NonNullable<CallInput<'priceRuleSave'>['body']>;
type Rule = NonNullable<PriceRulesData['defaultRule']>;

const DEFAULT = 0;
/** A new rule starts as × 2.5 with a 30 % minimum margin. */
const fresh: RuleBody = { storeId: null, markupType: 'multiply', markupValue: 25_000, includeShipping: false, compareAtBp: null, centsEnding: 99, minMarginBp: 3_000 };
const bodyOf = (rule: Rule | undefined | null, storeId: number | null): RuleBody => (rule ? {
  storeId, markupType: rule.markupType, markupValue: rule.markupValue, includeShipping: rule.includeShipping,
  compareAtBp: rule.compareAtBp, centsEnding: rule.centsEnding, minMarginBp: rule.minMarginBp,
} : { ...fresh, storeId });

export interface PriceRulesViewProps {
  data: PriceRulesData | undefined;
  error: string | null;
  onSave(body: RuleBody): void;
  isSaving: boolean;
  onRemove(id: number): void;
  onReapply(): void;
  isReapplying: boolean;
  /** The running re-apply job's progress (JobProgress), when there is one. */
  progress?: ReactNode;
}

export function PriceRulesView({ data, error, onSave, isSaving, onRemove, onReapply, isReapplying, progress }: PriceRulesViewProps) {
  const { t, locale } = useTranslation();
  const [target, setTarget] = useState<number>(DEFAULT);
  const storeId = target === DEFAULT ? null : target;
  const saved = storeId === null ? data?.defaultRule : data?.storeRules.find((r) => r.storeId === storeId);
  const [draft, setDraft] = useState<{ key: string; body: RuleBody } | null>(null);
  const key = `${target}:${saved?.id ?? 'new'}`;
  const body = draft?.key === key ? draft.body : bodyOf(saved, storeId);
  const set = (patch: Partial<RuleBody>) => setDraft({ key, body: { ...body, ...patch } });
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const targets = [{ id: DEFAULT, name: t('priceRules.defaultRule') }, ...(data?.stores ?? []).map((s) => ({ id: s.id, name: s.name }))];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(body);
  };
  const multiply = body.markupType === 'multiply';
  return (
    <Page title={t('route.priceRules')} description={t('priceRules.description')}>
      <div className={styles.stack}>
        {error && <InlineAlert tone="danger" title={error} />}
        {data && (
          <Card title={t('priceRules.rule')} headingLevel={2} padding="lg">
            <Form aria-label={t('priceRules.rule')} onSubmit={submit}>
              <div className={styles.stack}>
                <div className={styles.fields}>
                  <Select label={t('priceRules.appliesTo')} items={targets} selectedKey={target} onSelectionChange={(k) => k !== null && setTarget(Number(k))}>
                    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                  </Select>
                  <RadioGroup label={t('priceRules.markup')} orientation="horizontal" value={body.markupType}
                    onChange={(value) => set({ markupType: value as RuleBody['markupType'], markupValue: value === 'multiply' ? 25_000 : 500 })}>
                    <Radio value="multiply">{t('priceRules.multiply')}</Radio>
                    <Radio value="add">{t('priceRules.add')}</Radio>
                  </RadioGroup>
                  {multiply ? (
                    <NumberField label={t('priceRules.multiplier')} value={body.markupValue / 10_000} minValue={0} maxValue={100} step={0.05}
                      formatOptions={{ maximumFractionDigits: 2 }} onChange={(v) => !Number.isNaN(v) && set({ markupValue: Math.round(v * 10_000) })} />
                  ) : (
                    <NumberField label={t('priceRules.amount')} value={body.markupValue / 100} minValue={0} maxValue={10_000}
                      formatOptions={{ style: 'currency', currency: 'USD' }} onChange={(v) => !Number.isNaN(v) && set({ markupValue: Math.round(v * 100) })} />
                  )}
                  <NumberField label={t('priceRules.compareAt')} description={t('priceRules.compareAtHint')} value={body.compareAtBp === null ? Number.NaN : body.compareAtBp / 10_000}
                    minValue={1} maxValue={10} step={0.1} formatOptions={{ maximumFractionDigits: 2 }}
                    onChange={(v) => set({ compareAtBp: Number.isNaN(v) ? null : Math.round(v * 10_000) })} />
                  <NumberField label={t('priceRules.cents')} description={t('priceRules.centsHint')} value={body.centsEnding ?? Number.NaN} minValue={0} maxValue={99}
                    onChange={(v) => set({ centsEnding: Number.isNaN(v) ? null : Math.round(v) })} />
                  <NumberField label={t('priceRules.minMargin')} value={body.minMarginBp / 100} minValue={0} maxValue={1000}
                    onChange={(v) => !Number.isNaN(v) && set({ minMarginBp: Math.round(v * 100) })} />
                </div>
                <Checkbox isSelected={body.includeShipping} onChange={(includeShipping) => set({ includeShipping })}>{t('priceRules.includeShipping')}</Checkbox>
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" iconStart={Save} isPending={isSaving}>{t('priceRules.save')}</Button>
                  {saved && storeId !== null && <Button variant="secondary" iconStart={Trash2} onPress={() => onRemove(saved.id)}>{t('priceRules.remove')}</Button>}
                </div>
              </div>
            </Form>
          </Card>
        )}
        {data && data.samples.length > 0 && (
          <section aria-labelledby="price-preview">
            <h2 id="price-preview">{t('priceRules.preview')}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">{t('priceRules.product')}</th>
                  <th className={styles.cell} scope="col">{t('priceRules.cost')}</th>
                  <th className={styles.cell} scope="col">{t('priceRules.shipping')}</th>
                  <th className={styles.cell} scope="col">{t('priceRules.sell')}</th>
                  <th className={styles.cell} scope="col">{t('priceRules.compareAtPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {data.samples.map((s) => {
                  const price = priceFor(body, s.costPrice, s.shippingCents);
                  return (
                    <tr key={s.variantId}>
                      <th className={styles.cell} scope="row">{s.title}</th>
                      <td className={styles.cell}>{money(s.costPrice)}</td>
                      <td className={styles.cell}>{money(s.shippingCents)}</td>
                      <td className={styles.cell}><strong>{money(price.sellPrice)}</strong></td>
                      <td className={styles.cell}>{price.compareAtPrice === null ? '—' : money(price.compareAtPrice)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
        {data?.defaultRule && (
          <Card title={t('priceRules.reapplyTitle')} headingLevel={2} padding="lg">
            <div className={styles.stack}>
              <p className={styles.muted}>{t('priceRules.reapplyText')}</p>
              <div><Button variant="secondary" iconStart={RefreshCw} isPending={isReapplying} onPress={onReapply}>{t('priceRules.reapply')}</Button></div>
              {progress}
            </div>
          </Card>
        )}
      </div>
    </Page>
  );
}
