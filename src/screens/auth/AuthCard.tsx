/**
 * The frame of every sign-in screen: a brand panel (the brand's name and what the portal does for a
 * merchant) beside the form card. Under 900px only the form card shows.
 */
import type { ReactNode } from 'react';
import { Boxes, PackageCheck, Store } from 'lucide-react';
import { Icon } from '@/design-system/components/Icon';
import { useTranslation } from '@/i18n/i18n';
import { useBrand } from '@/app/brand';
import * as styles from './AuthCard.css';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ("New here? Create an account"). */
  footer?: ReactNode;
  /** The narrow variant (one column), for status-like steps such as signing out. */
  compact?: boolean;
}

const points = [
  { icon: Store, key: 'auth.layout.points.stores' },
  { icon: Boxes, key: 'auth.layout.points.sourcing' },
  { icon: PackageCheck, key: 'auth.layout.points.fulfil' },
] as const;

export function AuthCard({ title, subtitle, children, footer, compact = false }: AuthCardProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className={styles.shell({ compact })}>
      {!compact && (
        <section className={styles.panel} aria-label={t('auth.layout.panelLabel', { brand: brand.name })}>
          <p className={styles.eyebrow}>{brand.name}</p>
          <p className={styles.tagline}>{t('auth.layout.tagline')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point.key} className={styles.point}>
                <span className={styles.pointIcon}>
                  <Icon icon={point.icon} size="md" />
                </span>
                <span>{t(point.key)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.trust}>{t('auth.layout.trust')}</p>
        </section>
      )}
      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle != null && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer != null && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
