/**
 * The brand's mark: its logo (from the partner record or the brand's token file) beside its name.
 * When a logo is missing or fails to load, a monogram in the brand colour stands in, so a partner
 * known only to the API still looks intentional.
 */
import { useState } from 'react';
import { initialsOf } from '@/design-system/components/Avatar';
import { useTranslation } from '@/i18n/i18n';
import type { Brand } from '@/app/brand';
import * as styles from './BrandMark.css';

export interface BrandMarkProps {
  brand: Pick<Brand, 'name' | 'logo'>;
  /** `inverse` sits on the sidebar's dark colour; `default` on a light header. */
  tone?: 'default' | 'inverse';
  /** Only the mark, for the collapsed sidebar (the name stays as its text alternative). */
  compact?: boolean;
}

export function BrandMark({ brand, tone = 'default', compact = false }: BrandMarkProps) {
  const { locale } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const showLogo = brand.logo && failed !== brand.logo;
  return (
    <span className={styles.root({ tone })}>
      <span className={styles.mark} aria-hidden={compact ? undefined : true} role={compact ? 'img' : undefined} aria-label={compact ? brand.name : undefined}>
        {showLogo ? (
          <img className={styles.logo} src={brand.logo!} alt="" onError={() => setFailed(brand.logo)} />
        ) : (
          <span className={styles.monogram}>{initialsOf(brand.name, locale)}</span>
        )}
      </span>
      {!compact && <span className={styles.name}>{brand.name}</span>}
    </span>
  );
}
