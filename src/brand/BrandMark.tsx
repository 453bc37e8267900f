/**
 * The brand's mark beside its name: the brand's square icon (its favicon, from the partner record or
 * the token file — a wide wordmark logo would be unreadable on the dark sidebar), or, when there is
 * none or it fails to load, a monogram in the brand colour, so a partner known only to the API still
 * looks intentional.
 */
import { useState } from 'react';
import { initialsOf } from '@/design-system/components/Avatar';
import { useTranslation } from '@/i18n/i18n';
import type { Brand } from '@/app/brand';
import * as styles from './BrandMark.css';

export interface BrandMarkProps {
  brand: Pick<Brand, 'name' | 'favicon'>;
  /** `inverse` sits on the sidebar's dark colour; `default` on a light header. */
  tone?: 'default' | 'inverse';
  /** Only the mark, for the collapsed sidebar (the name stays as its text alternative). */
  compact?: boolean;
}

export function BrandMark({ brand, tone = 'default', compact = false }: BrandMarkProps) {
  const { locale } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const icon = brand.favicon;
  const showIcon = Boolean(icon) && failed !== icon;
  return (
    <span className={styles.root({ tone })}>
      <span className={showIcon ? styles.iconMark : styles.mark} aria-hidden={compact ? undefined : true} role={compact ? 'img' : undefined} aria-label={compact ? brand.name : undefined}>
        {showIcon ? (
          <img className={styles.logo} src={icon} alt="" onError={() => setFailed(icon)} />
        ) : (
          <span className={styles.monogram}>{initialsOf(brand.name, locale)}</span>
        )}
      </span>
      {!compact && <span className={styles.name}>{brand.name}</span>}
    </span>
  );
}
