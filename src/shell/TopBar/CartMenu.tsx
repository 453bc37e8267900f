/**
 * The cart dropdown (spec sections 2 and 4): how many items wait in each cart type — all four for the
 * platform brand, normal and stocking only under a partner theme. Each entry opens the cart list of its
 * type; while that page is not built (or the user lacks the code) the entries, and so the menu, are not
 * shown rather than dead.
 */
import { ShoppingCart } from 'lucide-react';
import { Badge, formatBadgeCount } from '@/design-system/components/Badge';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation } from '@/i18n/i18n';
import type { SessionUser } from '@/machines/session';
import type { CartType } from '@/machines/partner';
import { cartKindOf, type CartCounts, type CartKind } from '../navbar/cartKinds';
import { cartHref, type IsBuilt } from '../shellMenus';
import { DeferredMenu } from './DeferredMenu';
import * as styles from './TopBar.css';

export interface CartMenuProps {
  user: SessionUser;
  counts: CartCounts;
  /** The cart types this brand offers (partner themes: 1 and 2). */
  cartTypes: readonly CartType[];
  isBuilt?: IsBuilt;
}

export function CartMenu({ user, counts, cartTypes, isBuilt }: CartMenuProps) {
  const { t } = useTranslation();
  const kinds = cartTypes.map(cartKindOf).filter((kind): kind is CartKind => kind !== null);
  const entries = kinds.flatMap((kind) => {
    const href = cartHref(kind, user, isBuilt);
    return href ? [{ kind, href }] : [];
  });
  if (entries.length === 0) return null;
  const total = kinds.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <DeferredMenu renderMenu={(lists) => <lists.CartMenuList entries={entries} counts={counts} />}>
      <IconButton
        icon={ShoppingCart}
        // The name says what the badge shows ("99+"), or axe's label-content-name-mismatch fails; the menu gives each count.
        label={total > 0 ? t('shell.cart.labelCount', { count: formatBadgeCount(total) }) : t('shell.cart.label')}
        showTooltip
        badge={total > 0 ? <span className={styles.iconBadge}><Badge count={total} tone="brand" /></span> : undefined}
      />
    </DeferredMenu>
  );
}
