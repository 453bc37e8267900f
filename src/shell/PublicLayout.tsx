/**
 * The layout of the public pages (sign-in, registration, password reset, status pages): the brand and
 * the language switcher in a header, the page on the brand's canvas, and a slim footer.
 */
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouterBridge } from '@/design-system/components/Link/RouterBridge';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import { LanguageContext } from '@/machines/language';
import { useBrand } from '@/app/brand';
import { BrandMark } from '@/brand/BrandMark';
import { LayoutContext } from './LayoutContext';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './PublicLayout.css';

/** The public frame around any content (also used by the status screens when the router shows them alone). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = LanguageContext.useActorRef();
  const [year] = useState(() => new Date().getFullYear());
  return (
    <LayoutContext.Provider value="public">
      <div className={styles.page}>
        <header className={styles.header}>
          <Link href="/login" variant="quiet" className={styles.brandLink}>
            <BrandMark brand={brand} />
          </Link>
          <LanguageSwitcher size="sm" onSwitch={(next) => language.send({ type: 'language.switch', language: next })} />
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          <span>{t('shell.footer.copyright', { year, brand: brand.name })}</span>
          <span className={styles.footerLinks}>
            <Link href={brand.links.terms} variant="quiet">{t('shell.footer.terms')}</Link>
            <Link href={brand.links.privacy} variant="quiet">{t('shell.footer.privacy')}</Link>
          </span>
        </footer>
      </div>
    </LayoutContext.Provider>
  );
}

export default function PublicLayout() {
  return (
    <RouterBridge>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    </RouterBridge>
  );
}
