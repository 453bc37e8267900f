/**
 * Merge orders (presentational): groups of awaiting-payment orders of one kind going to the same address;
 * choose two or more in a group and merge them into one order (one parcel, repriced on the server). The
 * originals are canceled with an event naming the new order.
 */
import { useState } from 'react';
import { Merge } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Checkbox } from '@/design-system/components/Checkbox';
import { CheckboxGroup } from '@/design-system/components/CheckboxGroup';
import { EmptyState } from '@/design-system/components/EmptyState';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Skeleton } from '@/design-system/components/Skeleton';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { formatCents, formatDate } from '@/screens/products/format';
import * as styles from './orderKinds.css';

export type MergeGroup = CallData<'orderMergeCandidates'>[number];
export type MergedOrder = CallData<'orderMerge'>;

export interface MergeViewProps {
  groups: MergeGroup[] | undefined;
  error: string | null;
  onRetry(): void;
  onMerge(ids: number[]): void;
  /** The group being merged (its key). */
  merging: string | null;
  merged?: MergedOrder | null;
}

function GroupCard({ group, onMerge, isMerging }: { group: MergeGroup; onMerge(ids: number[]): void; isMerging: boolean }) {
  const { t, locale } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(group.orders.map((o) => String(o.id)));
  const a = group.address;
  const total = group.orders.filter((o) => chosen.includes(String(o.id))).reduce((n, o) => n + o.totalCents, 0);
  return (
    <Card title={`${a.name} · ${t(`orderKinds.kind.${group.kind}`)}`} variant="elevated" padding="lg">
      <div className={styles.stack}>
        <address className={styles.address}>{[a.line1, a.line2, a.city, a.province, a.postalCode, a.countryCode].filter(Boolean).join(', ')}</address>
        <CheckboxGroup label={t('orderKinds.merge.choose')} value={chosen} onChange={setChosen}>
          {group.orders.map((o) => (
            <Checkbox key={o.id} value={String(o.id)}>
              {t('orderKinds.merge.order', { number: o.number, items: o.itemCount, total: formatCents(o.totalCents, 'USD', locale), date: formatDate(o.createdAt, locale) })}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={styles.actions}>
          <span className={styles.muted}>{t('orderKinds.merge.before', { total: formatCents(total, 'USD', locale) })}</span>
          <Button variant="primary" iconStart={Merge} isDisabled={chosen.length < 2} isPending={isMerging} onPress={() => onMerge(chosen.map(Number))}>
            {t('orderKinds.merge.merge', { count: chosen.length })}
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function MergeView({ groups, error, onRetry, onMerge, merging, merged }: MergeViewProps) {
  const { t, locale } = useTranslation();
  return (
    <Page title={t('route.ordersMerge')} description={t('orderKinds.merge.description')}>
      {merged && (
        <InlineAlert tone="success" title={t('orderKinds.merge.done', { number: merged.number, total: formatCents(merged.totalCents, merged.currencyCode, locale) })} />
      )}
      {error && <InlineAlert tone="danger" role="alert" title={error} actions={<Button size="sm" variant="secondary" onPress={onRetry}>{t('orderKinds.retry')}</Button>} />}
      {!groups && !error && <Skeleton height="200px" />}
      {groups && groups.length === 0 && <EmptyState title={t('orderKinds.merge.none')} description={t('orderKinds.merge.noneHint')} />}
      {groups?.map((g) => <GroupCard key={`${g.key}:${g.orders.map((o) => o.id).join(',')}`} group={g} onMerge={(ids) => onMerge(ids)} isMerging={merging === g.key} />)}
    </Page>
  );
}
