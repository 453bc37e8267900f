/**
 * Collect products (presentational): paste product URLs from other sites, one a line. Catalogue products are
 * added to the list; the rest become sourcing requests, listed below with their status.
 */
import { useState, type FormEvent } from 'react';
import { Link2 } from 'lucide-react';
import { COLLECT_MAX_URLS } from '@/api/contract/catalogue';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Pagination } from '@/design-system/components/Pagination';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { TextArea } from '@/design-system/components/TextArea';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { formatCents, productDetailPath } from './format';
import * as styles from './catalogue.css';

type Requests = CallData<'collectRequests'>;
const tones: Record<Requests['records'][number]['status'], StatusTone> = {
  submitted: 'info', in_progress: 'warning', found: 'success', not_found: 'danger', canceled: 'neutral',
};

/** The pasted text's URLs: trimmed, non-empty, each once. */
export const urlsOf = (text: string) => [...new Set(text.split(/\s+/).map((line) => line.trim()).filter(Boolean))];

export interface CollectViewProps {
  onCollect(urls: string[]): void;
  isCollecting: boolean;
  result: CallData<'collectProducts'> | undefined;
  /** A 9001 from the server, shown on the field. */
  fieldError: string | null;
  requests: Requests | undefined;
  onRequestsPage(pageNo: number): void;
  entryHref(id: number): string;
}

export function CollectView({ onCollect, isCollecting, result, fieldError, requests, onRequestsPage, entryHref }: CollectViewProps) {
  const { t, locale } = useTranslation();
  const [text, setText] = useState('');
  const urls = urlsOf(text);
  const tooMany = urls.length > COLLECT_MAX_URLS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (urls.length > 0 && !tooMany) onCollect(urls);
  };
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <Page title={t('route.collectProducts')} description={t('catalogue.collect.description')}>
      <div className={styles.stack}>
        <Card title={t('catalogue.collect.paste')} headingLevel={2} padding="lg">
          <Form aria-label={t('catalogue.collect.paste')} onSubmit={submit} validationErrors={fieldError ? { urls: fieldError } : undefined}>
            <div className={styles.stack}>
              <TextArea name="urls" label={t('catalogue.collect.urls')} description={t('catalogue.collect.urlsHint', { max: n(COLLECT_MAX_URLS) })} rows={5}
                value={text} onChange={setText} isInvalid={tooMany || undefined} errorMessage={tooMany ? t('catalogue.collect.tooMany', { max: n(COLLECT_MAX_URLS) }) : undefined} />
              <div>
                <Button type="submit" variant="primary" iconStart={Link2} isPending={isCollecting} isDisabled={urls.length === 0 || tooMany}>
                  {t('catalogue.collect.submit', { count: n(urls.length) })}
                </Button>
              </div>
            </div>
          </Form>
        </Card>
        {result && (
          <InlineAlert tone={result.requested.length > 0 ? 'info' : 'success'} title={t('catalogue.collect.done', { added: n(result.added.length), listed: n(result.listed.length), requested: n(result.requested.length) })}>
            <ul className={styles.list}>
              {[...result.added, ...result.listed].map((row) => (
                <li key={row.url}><Link href={entryHref(row.skuListId)}>{row.url}</Link></li>
              ))}
              {result.requested.map((row) => <li key={row.url}>{t('catalogue.collect.requestedOne', { url: row.url })}</li>)}
            </ul>
          </InlineAlert>
        )}
        <section aria-labelledby="collect-requests" className={styles.stack}>
          <h2 id="collect-requests" className={styles.subheading}>{t('catalogue.collect.requests')}</h2>
          {requests && requests.records.length === 0 && <EmptyState size="sm" title={t('catalogue.collect.noRequests')} />}
          {requests && requests.records.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">{t('catalogue.collect.url')}</th>
                  <th className={styles.cell} scope="col">{t('catalogue.collect.status')}</th>
                  <th className={styles.cell} scope="col">{t('catalogue.collect.outcome')}</th>
                  <th className={styles.cell} scope="col">{t('catalogue.collect.date')}</th>
                </tr>
              </thead>
              <tbody>
                {requests.records.map((r) => (
                  <tr key={r.id}>
                    <th className={styles.cell} scope="row"><span className={styles.url}>{r.sourceUrl ?? r.description}</span></th>
                    <td className={styles.cell}><StatusPill tone={tones[r.status]}>{t(`catalogue.collect.state.${r.status}`)}</StatusPill></td>
                    <td className={styles.cell}>
                      {r.productId !== null ? (
                        <Link href={productDetailPath(r.productId)}>
                          {r.quotedPriceCents !== null ? t('catalogue.collect.quoted', { price: formatCents(r.quotedPriceCents, locale) }) : t('catalogue.collect.open')}
                        </Link>
                      ) : '—'}
                    </td>
                    <td className={styles.cell}>{new Date(r.createdAt).toLocaleDateString(locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {requests && requests.total > requests.pageSize && (
            <Pagination page={requests.pageNo} pageSize={requests.pageSize} total={requests.total} onPageChange={onRequestsPage} aria-label={t('catalogue.collect.requests')} />
          )}
        </section>
      </div>
    </Page>
  );
}
