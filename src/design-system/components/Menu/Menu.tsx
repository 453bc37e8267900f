/**
 * Action and navigation menus (the top bar's user, stores and cart dropdowns): React Aria's Menu
 * in a Popover, opened by a MenuTrigger. Items may carry an icon, a description, a badge slot
 * (a count or a red dot) and an href; an absolute URL opens in a new tab and says so.
 */
import type { ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
  Text,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { Icon, type LucideIcon } from '../Icon';
import { isExternalHref } from '../Link';
import { Popover } from '../Popover';
import * as listStyles from '../../styles/listBox.css';
import { visuallyHidden } from '../../styles/focusRing.css';
import * as styles from './Menu.css';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  placement?: PopoverProps['placement'];
}

export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (custom) => [listStyles.listBox, styles.menu, custom].filter(Boolean).join(' '))}
      />
    </Popover>
  );
}

export const menuItemTones = ['default', 'danger'] as const;

export interface MenuItemProps<T extends object = object> extends Omit<RACMenuItemProps<T>, 'children'> {
  children: ReactNode;
  icon?: LucideIcon;
  description?: ReactNode;
  /** End slot: a Badge with a count, a red dot, a shortcut. */
  badge?: ReactNode;
  tone?: (typeof menuItemTones)[number];
}

export function MenuItem<T extends object = object>({ children, icon, description, badge, tone = 'default', className, href, target, rel, ...props }: MenuItemProps<T>) {
  const { t } = useTranslation();
  const external = isExternalHref(href);
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      href={href}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      textValue={textValue}
      className={composeRenderProps(className, (custom) =>
        [listStyles.listBoxItem, tone === 'danger' && styles.dangerItem, custom].filter(Boolean).join(' '),
      )}
    >
      {icon && <Icon icon={icon} className={styles.itemIcon} />}
      {/* Everything visible sits inside the label, so the item's accessible name holds every
          visible word ("Normal cart 12", "Tracking (opens in a new tab)"), as WCAG 2.5.3 asks. */}
      <Text slot="label" className={styles.itemText}>
        <span className={styles.itemLabelRow}>
          <span className={listStyles.itemLabel}>{children}</span>
          {(badge != null || external) && (
            <span className={styles.itemEnd}>
              {badge}
              {external && (
                <>
                  <ExternalLink size={14} aria-hidden="true" />
                  <span className={visuallyHidden}>{` ${t('ds.link.newTab')}`}</span>
                </>
              )}
            </span>
          )}
        </span>
        {description != null && <span className={styles.itemDescription}>{description}</span>}
      </Text>
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<RACMenuSectionProps<T>, 'children'> {
  /** Visible heading of the group; also its accessible name. */
  title?: ReactNode;
  children: ReactNode;
}

export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title != null && <Header className={listStyles.sectionHeader}>{title}</Header>}
      {children}
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={listStyles.separator} />;
}

export { MenuTrigger, SubmenuTrigger };
