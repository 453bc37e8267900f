/**
 * The top bar's and the visited views' menus, loaded when one first opens (src/shell/TopBar/DeferredMenu.tsx):
 * React Aria's menu in a popover placed against the trigger, as a MenuTrigger would place it.
 */
import type { ReactNode, RefObject } from 'react';
import { MenuContext, PopoverContext } from 'react-aria-components';
import {
  Boxes,
  Calculator,
  CreditCard,
  FileText,
  Globe2,
  IdCard,
  ListChecks,
  LogOut,
  MapPin,
  MessageSquareText,
  PackagePlus,
  PackageSearch,
  Percent,
  Settings2,
  ShoppingBag,
  ShoppingCart,
  SlidersHorizontal,
  Store,
  TriangleAlert,
  UserCog,
  UserRound,
  X,
  XCircle,
} from 'lucide-react';
import { Badge } from '@/design-system/components/Badge';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '@/design-system/components/Menu';
import { useTranslation } from '@/i18n/i18n';
import type { CartKind } from '../navbar/cartKinds';
import type { FocusStrategy } from './DeferredMenu';
import * as styles from './TopBar.css';

export interface MenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger names the popover (a dialog around the menu), as MenuTrigger has it. */
  triggerId: string;
  focusStrategy: FocusStrategy;
  onClose: () => void;
  children: ReactNode;
}

/** What MenuTrigger gives its menu: the popover's trigger, focus on open, closing after an action. */
export function MenuPopover({ triggerRef, triggerId, focusStrategy, onClose, children }: MenuPopoverProps) {
  return (
    <PopoverContext.Provider value={{ triggerRef, trigger: 'MenuTrigger', 'aria-labelledby': triggerId, isOpen: true, onOpenChange: (open) => !open && onClose() }}>
      <MenuContext.Provider value={{ autoFocus: focusStrategy, onClose }}>{children}</MenuContext.Provider>
    </PopoverContext.Provider>
  );
}

const userIcons = {
  'shell.user.profile': UserRound,
  'shell.user.billing': CreditCard,
  'shell.user.manageAccount': UserCog,
  'shell.user.invoice': FileText,
  'shell.user.idCard': IdCard,
} as const;

export interface UserMenuListProps {
  name: string;
  username: string;
  links: readonly { key: string; href: string }[];
  onSignOut: () => void;
}

export function UserMenuList({ name, username, links, onSignOut }: UserMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      aria-label={t('shell.user.menu')}
      onAction={(key) => {
        if (key === 'signOut') onSignOut();
      }}
    >
      <MenuSection title={<span className={styles.menuHeader}><strong>{name}</strong><span>{username}</span></span>}>
        {links.map((link) => (
          <MenuItem key={link.key} id={link.key} href={link.href} icon={userIcons[link.key as keyof typeof userIcons]}>
            {t(link.key)}
          </MenuItem>
        ))}
      </MenuSection>
      {links.length > 0 && <MenuSeparator />}
      <MenuItem id="signOut" icon={LogOut} tone="danger">
        {t('shell.user.signOut')}
      </MenuItem>
    </Menu>
  );
}

export { LanguageMenuList } from '../LanguageMenuList';

const cartIcons: Record<CartKind, typeof ShoppingCart> = { normal: ShoppingCart, stocking: PackagePlus, consolidation: Boxes, selfBuy: ShoppingBag };

export interface CartMenuListProps {
  entries: readonly { kind: CartKind; href: string }[];
  counts: Record<CartKind, number>;
}

export function CartMenuList({ entries, counts }: CartMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu aria-label={t('shell.cart.label')}>
      <MenuSection title={t('shell.cart.title')}>
        {entries.map(({ kind, href }) => (
          <MenuItem
            key={kind}
            id={kind}
            href={href}
            icon={cartIcons[kind]}
            description={t(`shell.cart.hint.${kind}`)}
            // No hidden "8 items" label: inside a menu item the visible number must read as shown, or the item's
            // name no longer holds its visible text (axe label-content-name-mismatch, WCAG 2.5.3), as in Messages.
            badge={<Badge count={counts[kind]} showZero tone={counts[kind] > 0 ? 'brand' : 'neutral'} />}
            textValue={t(`shell.cart.type.${kind}`)}
          >
            {t(`shell.cart.type.${kind}`)}
          </MenuItem>
        ))}
      </MenuSection>
    </Menu>
  );
}

export interface MessagesMenuListProps {
  contact: string | undefined;
  tasks: string | undefined;
  unreadMessages: number;
  unprocessedTasks: number;
}

export function MessagesMenuList({ contact, tasks, unreadMessages, unprocessedTasks }: MessagesMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu aria-label={t('shell.messages.label')}>
      <MenuSection title={t('shell.messages.title')}>
        {contact ? (
          <MenuItem
            id="messages"
            href={contact}
            icon={MessageSquareText}
            description={unreadMessages > 0 ? t('shell.messages.unreadHint') : t('shell.messages.noneHint')}
            badge={<Badge count={unreadMessages} showZero tone={unreadMessages > 0 ? 'danger' : 'neutral'} />}
            textValue={t('shell.messages.unread')}
          >
            {t('shell.messages.unread')}
          </MenuItem>
        ) : null}
        {tasks ? (
          <MenuItem
            id="tasks"
            href={tasks}
            icon={ListChecks}
            description={t('shell.messages.tasksHint')}
            badge={<Badge count={unprocessedTasks} showZero tone={unprocessedTasks > 0 ? 'brand' : 'neutral'} />}
            textValue={t('shell.messages.tasks')}
          >
            {t('shell.messages.tasks')}
          </MenuItem>
        ) : null}
      </MenuSection>
    </Menu>
  );
}

const storeIcons: Record<string, typeof Store> = {
  'shell.stores.storeSettings': Settings2,
  'shell.stores.preferences': SlidersHorizontal,
  'shell.stores.manageAddress': MapPin,
  'shell.stores.priceRules': Percent,
  'shell.stores.shippingCalculation': Calculator,
  'shell.stores.tracking': PackageSearch,
};

export interface StoresMenuListProps {
  noStore: boolean;
  myStores: string | undefined;
  links: readonly { key: string; href: string }[];
  /** The ship-to entry's hint (country and currency). */
  shipToHint: string;
  onOpenShipTo: () => void;
}

export function StoresMenuList({ noStore, myStores, links, shipToHint, onOpenShipTo }: StoresMenuListProps) {
  const { t } = useTranslation();
  return (
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
            <MenuItem key={link.key} id={link.key} href={link.href} icon={storeIcons[link.key]}>
              {t(link.key)}
            </MenuItem>
          ))}
        </MenuSection>
      ) : null}
      <MenuSeparator />
      <MenuItem id="shipTo" icon={Globe2} description={shipToHint} textValue={t('shell.stores.shipTo')}>
        {t('shell.stores.shipTo')}
      </MenuItem>
    </Menu>
  );
}

export interface ViewsMenuListProps {
  canCloseOthers: boolean;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}

export function ViewsMenuList({ canCloseOthers, onCloseOthers, onCloseAll }: ViewsMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      aria-label={t('shell.views.more')}
      onAction={(key) => {
        if (key === 'closeOthers') onCloseOthers();
        if (key === 'closeAll') onCloseAll();
      }}
    >
      <MenuItem id="closeOthers" icon={X} isDisabled={!canCloseOthers}>
        {t('shell.views.closeOthers')}
      </MenuItem>
      <MenuItem id="closeAll" icon={XCircle}>
        {t('shell.views.closeAll')}
      </MenuItem>
    </Menu>
  );
}
