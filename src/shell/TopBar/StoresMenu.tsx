/**
 * The My Stores dropdown (spec section 2): store settings, preferences, manage address, price rules
 * (main accounts only), shipping calculation and the tracking link (not under partner themes; tracking
 * opens in a new tab), and the ship-to dialog. A red dot when no store is authorised.
 */
import { ChevronDown, Store } from 'lucide-react';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { useTranslation } from '@/i18n/i18n';
import type { SessionUser } from '@/machines/session';
import { routesByName } from '@/routes/routeTable';
import { countryNameOfFlag, routeIsBuilt, storeMenuLinks, type IsBuilt } from '../shellMenus';
import { DeferredMenu } from './DeferredMenu';
import * as styles from './TopBar.css';

export interface StoresMenuProps {
  user: SessionUser;
  isPartner: boolean;
  onOpenShipTo: () => void;
  isBuilt?: IsBuilt;
}

export function StoresMenu({ user, isPartner, onOpenShipTo, isBuilt = routeIsBuilt }: StoresMenuProps) {
  const { t, lang } = useTranslation();
  const noStore = !user.hasAuthStore;
  // What only the open menu shows is worked out when it opens: the country's name builds an Intl.DisplayNames
  // (1-2 ms of the shell's first render at 1x CPU, issue 13).
  const shipToHint = () => {
    const country = countryNameOfFlag(user.countryImg, lang);
    return country ? t('shell.stores.shipToCountryHint', { country, currency: user.currencyCode }) : t('shell.stores.shipToHint', { currency: user.currencyCode });
  };
  return (
    <DeferredMenu
      renderMenu={(lists) => (
        <lists.StoresMenuList
          noStore={noStore}
          myStores={isBuilt('myStores') ? routesByName.get('myStores')?.path : undefined}
          links={storeMenuLinks(user, isPartner, isBuilt)}
          shipToHint={shipToHint()}
          onOpenShipTo={onOpenShipTo}
        />
      )}
    >
      <Button variant="quiet" iconStart={Store} className={styles.textTrigger}>
        <span className={styles.textNarrowHidden}>{t('shell.stores.label')}</span>
        {noStore && <Badge dot label={t('shell.stores.noStoreDot')} />}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </Button>
    </DeferredMenu>
  );
}
