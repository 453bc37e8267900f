/**
 * The My Stores dropdown (spec section 2): store settings, preferences, manage address, price rules
 * (main accounts only), shipping calculation and the tracking link (not under partner themes; tracking
 * opens in a new tab), and the ship-to dialog. A red dot when no store is authorised.
 */
import { Calculator, ChevronDown, Globe2, MapPin, PackageSearch, Percent, Settings2, SlidersHorizontal, Store, TriangleAlert } from 'lucide-react';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@/design-system/components/Menu';
import { useTranslation } from '@/i18n/i18n';
import type { SessionUser } from '@/machines/session';
import { routesByName } from '@/routes/routeTable';
import { countryNameOfFlag, routeIsBuilt, storeMenuLinks, type IsBuilt } from '../shellMenus';
import * as styles from './TopBar.css';

const icons: Record<string, typeof Store> = {
  'shell.stores.storeSettings': Settings2,
  'shell.stores.preferences': SlidersHorizontal,
  'shell.stores.manageAddress': MapPin,
  'shell.stores.priceRules': Percent,
  'shell.stores.shippingCalculation': Calculator,
  'shell.stores.tracking': PackageSearch,
};

export interface StoresMenuProps {
  user: SessionUser;
  isPartner: boolean;
  onOpenShipTo: () => void;
  isBuilt?: IsBuilt;
}

export function StoresMenu({ user, isPartner, onOpenShipTo, isBuilt = routeIsBuilt }: StoresMenuProps) {
  const { t, lang } = useTranslation();
  const links = storeMenuLinks(user, isPartner, isBuilt);
  const country = countryNameOfFlag(user.countryImg, lang);
  const noStore = !user.hasAuthStore;
  const myStores = isBuilt('myStores') ? routesByName.get('myStores')?.path : undefined;
  return (
    <MenuTrigger>
      <Button variant="quiet" iconStart={Store} className={styles.textTrigger}>
        <span className={styles.textNarrowHidden}>{t('shell.stores.label')}</span>
        {noStore && <Badge dot label={t('shell.stores.noStoreDot')} />}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </Button>
      <Menu
        aria-label={t('shell.stores.label')}
        onAction={(key) => {
          if (key === 'shipTo') onOpenShipTo();
        }}
      >
        {noStore ? (
          <MenuSection title={t('shell.stores.title')}>
            <MenuItem id="noStore" href={myStores} icon={TriangleAlert} description={t('shell.stores.noStoreHint')} textValue={t('shell.stores.noStore')}>
              {t('shell.stores.noStore')}
            </MenuItem>
          </MenuSection>
        ) : null}
        {noStore && links.length > 0 ? <MenuSeparator /> : null}
        {links.length > 0 ? (
          <MenuSection title={noStore ? undefined : t('shell.stores.title')}>
            {links.map((link) => (
              <MenuItem key={link.key} id={link.key} href={link.href} icon={icons[link.key]}>
                {t(link.key)}
              </MenuItem>
            ))}
          </MenuSection>
        ) : null}
        <MenuSeparator />
        <MenuItem
          id="shipTo"
          icon={Globe2}
          description={country ? t('shell.stores.shipToCountryHint', { country, currency: user.currencyCode }) : t('shell.stores.shipToHint', { currency: user.currencyCode })}
          textValue={t('shell.stores.shipTo')}
        >
          {t('shell.stores.shipTo')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
