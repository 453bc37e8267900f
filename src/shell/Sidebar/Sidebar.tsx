/**
 * The left sidebar (spec section 2): the brand, then the menu groups derived from the route table for
 * this user, brand and set of connected apps. Groups are collapsible; the whole sidebar collapses to an
 * icon rail (remembered by the sidebar machine). Returns carry a red dot while a return order is
 * pending; the product list shows its count; Affiliates opens in a new tab.
 */
import { useMemo, type ReactElement, type Ref } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Disclosure, DisclosureGroup } from '@/design-system/components/Disclosure';
import { Icon } from '@/design-system/components/Icon';
import { Link } from '@/design-system/components/Link';
import { useDeferredTooltip } from '@/design-system/components/Tooltip/DeferredTooltip';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useTranslation } from '@/i18n/i18n';
import { menuLinkTarget } from '@/routes/guards';
import type { MenuEntry, MenuSection } from '@/routes/menus';
import type { Brand } from '@/app/brand';
import { BrandMark } from '@/brand/BrandMark';
import { entryIcon, groupIcons } from './menuIcons';
import * as styles from './Sidebar.css';

export interface SidebarBadges {
  productCount: number;
  returnsPending: boolean;
  /** Orders with a problem to fix before they ship: a badge on the Orders entry. */
  ordersNeedingAttention?: number;
}

export interface SidebarProps {
  sections: readonly MenuSection[];
  brand: Pick<Brand, 'name' | 'favicon'>;
  collapsed: boolean;
  /** The current pathname, to mark the active entry and refresh it when followed again. */
  pathname: string;
  badges: SidebarBadges;
  /** An entry was followed (the phone drawer closes). */
  onFollow?: () => void;
}

function EntryBadge({ entry, badges }: { entry: MenuEntry; badges: SidebarBadges }) {
  const { t } = useTranslation();
  if (entry.badge === 'returnsPending' && badges.returnsPending) return <Badge dot label={t('shell.sidebar.returnsPending')} />;
  if (entry.badge === 'productCount' && badges.productCount > 0) {
    return <Badge count={badges.productCount} tone="neutral" label={t('shell.sidebar.productCount', { count: badges.productCount })} />;
  }
  const attention = badges.ordersNeedingAttention ?? 0;
  if (entry.badge === 'ordersNeedingAttention' && attention > 0) {
    return <Badge count={attention} tone="danger" label={t('shell.sidebar.ordersNeedingAttention', { count: attention })} />;
  }
  return null;
}

/** The collapsed rail names each entry in a tooltip beside it (its code loads when the first one is due). */
function RailTooltip({ title, children }: { title: string; children: (ref: Ref<HTMLAnchorElement>) => ReactElement }) {
  const { ref, tooltip } = useDeferredTooltip({ content: title, delay: 300, placement: 'end' });
  return (
    <>
      {children(ref)}
      {tooltip}
    </>
  );
}

export function Sidebar({ sections, brand, collapsed, pathname, badges, onFollow }: SidebarProps) {
  const { t } = useTranslation();
  const expanded = useMemo(() => sections.map((section) => section.group), [sections]);

  const entryLink = (entry: MenuEntry, group: MenuSection['group']) => {
    const active = !entry.external && (pathname === entry.href || pathname.startsWith(`${entry.href}/`));
    const title = t(entry.titleKey);
    const link = (ref?: Ref<HTMLAnchorElement>) => (
      <Link
        {...(ref && { ref })}
        // The page already shown is re-opened with a fresh time query (spec section 2). It stays a real
        // link (an <a href>), so it can still be opened in a new tab like every other entry. The time is read
        // at render on purpose: each render after a navigation gives the next click a new query.
        // oxlint-disable-next-line react/purity
        href={active ? menuLinkTarget(pathname, entry.href, Date.now()) : entry.href}
        onPress={onFollow}
        variant="quiet"
        isExternal={entry.newTab}
        aria-current={active ? 'page' : undefined}
        className={styles.entry({ active, collapsed })}
      >
        <Icon icon={entryIcon(entry.name, group)} size="md" />
        {collapsed ? <VisuallyHidden>{title}</VisuallyHidden> : <span className={styles.entryTitle}>{title}</span>}
        <span className={collapsed ? styles.railBadge : styles.entryBadge}>
          <EntryBadge entry={entry} badges={badges} />
        </span>
      </Link>
    );
    return (
      <li key={entry.name}>
        {collapsed ? (
          <RailTooltip title={title}>{link}</RailTooltip>
        ) : (
          link()
        )}
      </li>
    );
  };

  return (
    <nav aria-label={t('shell.sidebar.label')} className={styles.sidebar} data-collapsed={collapsed || undefined}>
      <div className={styles.brand({ collapsed })}>
        <BrandMark brand={brand} tone="inverse" compact={collapsed} />
      </div>
      <div className={styles.scroll}>
        {collapsed ? (
          <ul className={styles.list}>
            {sections.flatMap((section) => section.entries.map((entry) => entryLink(entry, section.group)))}
          </ul>
        ) : (
          <DisclosureGroup variant="sidebar" allowsMultipleExpanded defaultExpandedKeys={expanded}>
            {sections.map((section) => (
              <Disclosure
                key={section.group}
                id={section.group}
                level={2}
                title={t(section.titleKey)}
                icon={<Icon icon={groupIcons[section.group]} size="md" />}
              >
                <ul className={styles.list}>{section.entries.map((entry) => entryLink(entry, section.group))}</ul>
              </Disclosure>
            ))}
          </DisclosureGroup>
        )}
      </div>
    </nav>
  );
}
