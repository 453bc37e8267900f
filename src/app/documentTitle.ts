/** "Page · Brand" in the browser tab, in the active language. */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useBrand } from './brand';

export function useDocumentTitle(titleKey: string | null): void {
  const { t } = useTranslation();
  const { name, loading } = useBrand();
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    if (loading) return;
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name, loading]);
}
