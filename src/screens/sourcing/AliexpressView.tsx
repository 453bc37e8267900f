/**
 * AliExpress import (presentational): paste AliExpress product links, one a line, choose the store whose price
 * rule prices them (or the default rule); products the platform already sources go into the list, the rest
 * become sourcing requests (each linked to its detail).
 */
import { useState, type FormEvent } from 'react';
import { Import } from 'lucide-react';
import { ALIEXPRESS_MAX_URLS } from '@/api/contract/sourcing';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { Form } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { TextArea } from '@/design-system/components/TextArea';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { StorePicker } from './StorePicker';
import { sourcingPaths } from './paths';
import * as styles from './sourcing.css';

/** The same rule as the contract's AliexpressUrl, checked before sending so a typo is named at once. */
export const ALIEXPRESS_URL = /^https:\/\/([a-z]{2,3}\.|www\.|m\.)?aliexpress\.(com|us|ru)\/item\/\d{6,20}\.html([?#]\S*)?$/;
export const urlsOf = (text: string) => [...new Set(text.split(/\s+/).map((line) => line.trim()).filter(Boolean))];

export interface AliexpressViewProps {
  onImport(urls: string[], storeId: number | null): void;
  isImporting: boolean;
  result: CallData<'sourcingAliexpressImport'> | undefined;
  fieldError: string | null;
  stores: ReadonlyArray<{ id: number; name: string }>;
  entryHref(id: number): string;
}

export function AliexpressView({ onImport, isImporting, result, fieldError, stores, entryHref }: AliexpressViewProps) {
  const { t, locale } = useTranslation();
  const [text, setText] = useState('');
  const [storeId, setStoreId] = useState<number | null>(null);
  const urls = urlsOf(text);
  const wrong = urls.find((url) => !ALIEXPRESS_URL.test(url));
  const tooMany = urls.length > ALIEXPRESS_MAX_URLS;
  const n = (value: number) => value.toLocaleString(locale);
  const localError = wrong ? t('sourcing.ali.notAli', { url: wrong }) : tooMany ? t('sourcing.ali.tooMany', { max: n(ALIEXPRESS_MAX_URLS) }) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (urls.length > 0 && !localError) onImport(urls, storeId);
  };
  return (
    <Page title={t('route.sourcingAliexpress')} description={t('sourcing.ali.description')}>
      <div className={styles.stack}>
        <Card title={t('sourcing.ali.form')} headingLevel={2} padding="lg">
          <Form aria-label={t('sourcing.ali.form')} onSubmit={submit} className={styles.form} validationErrors={fieldError ? { urls: fieldError } : undefined}>
            <TextArea name="urls" label={t('sourcing.ali.urls')} description={t('sourcing.ali.urlsHint', { max: n(ALIEXPRESS_MAX_URLS) })} rows={5}
              value={text} onChange={setText} isInvalid={Boolean(localError) || undefined} errorMessage={localError ?? undefined} />
            <div className={styles.actions}>
              {stores.length > 0 && <StorePicker stores={stores} value={storeId} onChange={setStoreId} />}
              <Button type="submit" variant="primary" iconStart={Import} isPending={isImporting} isDisabled={urls.length === 0 || Boolean(localError)}>
                {t('sourcing.ali.submit', { count: n(urls.length) })}
              </Button>
            </div>
          </Form>
        </Card>
        {result && (
          <InlineAlert tone={result.requested.length > 0 ? 'info' : 'success'}
            title={t('sourcing.ali.done', { added: n(result.added.length), listed: n(result.listed.length), requested: n(result.requested.length) })}>
            <ul className={styles.list}>
              {[...result.added, ...result.listed].map((row) => <li key={row.url}><Link href={entryHref(row.skuListId)}><span className={styles.url}>{row.url}</span></Link></li>)}
              {result.requested.map((row) => (
                <li key={row.url}><Link href={sourcingPaths.detail(row.requestId)}><span className={styles.url}>{t('sourcing.ali.requestedOne', { url: row.url })}</span></Link></li>
              ))}
            </ul>
          </InlineAlert>
        )}
      </div>
    </Page>
  );
}
