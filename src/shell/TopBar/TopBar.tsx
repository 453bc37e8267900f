/**
 * The top bar (50px, spec sections 2 and 9): sidebar toggle and breadcrumb on the start side; full
 * screen, messages, My Stores, cart, language and the user menu on the end side.
 */
import { memo } from 'react';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Breadcrumb, Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation, type Language } from '@/i18n/i18n';
import { useRecordTitleOf } from '@/kit/page';
import { useLocation } from 'react-router-dom';
import type { Crumb } from '@/routes/menus';
import type { SessionUser } from '@/machines/session';
import type { CartType } from '@/machines/partner';
import type { NavbarCounts } from '../navbar/navbarCounts';
import type { IsBuilt } from '../shellMenus';
import { CartMenu } from './CartMenu';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';
import { MessagesMenu } from './MessagesMenu';
import { StoresMenu } from './StoresMenu';
import { UserMenu } from './UserMenu';
import * as styles from './TopBar.css';

// Memoised: the navbar counts arrive one by one after the first page, each a render of the top bar; a menu whose
// own figures (or none) did not change is left alone (issue 13). The shell's callbacks keep their identity meanwhile.
const StableMessagesMenu = memo(MessagesMenu);
const StableCartMenu = memo(CartMenu);
const StableStoresMenu = memo(StoresMenu);
const StableLanguageMenu = memo(LanguageMenu);
const StableUserMenu = memo(UserMenu);

export interface TopBarProps {
  user: SessionUser;
  counts: NavbarCounts;
  isPartner: boolean;
  cartTypes: readonly CartType[];
  /** Desktop: whether the sidebar is expanded; phone: whether the menu drawer is open. */
  sidebarOpen: boolean;
  /** Phone-narrow: the toggle opens the sidebar as a drawer. */
  narrow?: boolean;
  crumbs: readonly Crumb[];
  onToggleSidebar: () => void;
  onOpenShipTo: () => void;
  onSwitchLanguage: (language: Language) => void;
  onSignOut: () => void;
  isBuilt?: IsBuilt;
}

export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  const { user, counts, isPartner, cartTypes, sidebarOpen, crumbs, isBuilt, narrow = false } = props;
  // The last crumb is the page shown: a detail page names it after its record (kit/page DetailPage).
  const recordTitle = useRecordTitleOf(useLocation().pathname);
  const currentCrumb = crumbs[crumbs.length - 1]?.name;
  const toggleIcon = narrow ? MenuIcon : sidebarOpen ? PanelLeftClose : PanelLeftOpen;
  const toggleLabel = narrow ? t('shell.topBar.openMenu') : sidebarOpen ? t('shell.topBar.collapseSidebar') : t('shell.topBar.expandSidebar');
  return (
    <div className={styles.bar}>
      <div className={styles.start}>
        <IconButton
          icon={toggleIcon}
          label={toggleLabel}
          aria-expanded={sidebarOpen}
          showTooltip={!narrow}
          onPress={props.onToggleSidebar}
        />
        {/* Hidden below the bar's breakpoint like the full-screen toggle: not rendered on a phone (issue 13). */}
        {crumbs.length > 0 && !narrow && (
          <div className={styles.crumbs}>
            <Breadcrumbs items={crumbs.map((crumb) => ({ id: crumb.name, ...crumb }))}>
              {(crumb) => (
                <Breadcrumb id={crumb.id} href={crumb.href ?? undefined}>
                  {(crumb.id === currentCrumb && recordTitle) || t(crumb.titleKey)}
                </Breadcrumb>
              )}
            </Breadcrumbs>
          </div>
        )}
      </div>
      <div className={styles.end}>
        {/* Hidden below the bar's own breakpoint (wider than the phone's): not rendered at all on a phone. */}
        {narrow ? null : (
          <span className={styles.hideNarrow}>
            <FullscreenToggle />
          </span>
        )}
        <StableMessagesMenu user={user} unreadMessages={counts.unreadMessages} unprocessedTasks={counts.unprocessedTasks} isBuilt={isBuilt} />
        <StableCartMenu user={user} counts={counts.cart} cartTypes={cartTypes} isBuilt={isBuilt} />
        <StableStoresMenu user={user} isPartner={isPartner} onOpenShipTo={props.onOpenShipTo} isBuilt={isBuilt} />
        <StableLanguageMenu onSwitch={props.onSwitchLanguage} />
        <span className={styles.divider} aria-hidden="true" />
        <StableUserMenu user={user} onSignOut={props.onSignOut} isBuilt={isBuilt} />
      </div>
    </div>
  );
}
