/**
 * The messages dropdown (spec section 2): a dot and the unread count on the bell, the unread help
 * messages and unprocessed tasks inside, linking to the contact page and the task list. An entry whose
 * page is not built yet (or that the user may not open) is left out rather than shown dead; with no entry
 * left there is no menu to open, so the bell is not shown at all.
 */
import { Bell } from 'lucide-react';
import { Badge } from '@/design-system/components/Badge';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation } from '@/i18n/i18n';
import type { SessionUser } from '@/machines/session';
import { contactHref, routeIsBuilt, type IsBuilt } from '../shellMenus';
import { linkTo } from '@/routes/menus';
import { DeferredMenu } from './DeferredMenu';
import * as styles from './TopBar.css';

export interface MessagesMenuProps {
  user: SessionUser;
  unreadMessages: number;
  unprocessedTasks: number;
  isBuilt?: IsBuilt;
}

export function MessagesMenu({ user, unreadMessages, unprocessedTasks, isBuilt = routeIsBuilt }: MessagesMenuProps) {
  const { t } = useTranslation();
  const contact = contactHref(user, isBuilt);
  const tasks = linkTo('taskList', user, { partner: false, isBuilt: (route) => isBuilt(route.name) }) ?? undefined;
  if (!contact && !tasks) return null;
  const label = unreadMessages > 0 ? t('shell.messages.labelUnread', { count: unreadMessages }) : t('shell.messages.label');
  return (
    <DeferredMenu renderMenu={(lists) => <lists.MessagesMenuList contact={contact ?? undefined} tasks={tasks} unreadMessages={unreadMessages} unprocessedTasks={unprocessedTasks} />}>
      <IconButton icon={Bell} label={label} showTooltip badge={unreadMessages > 0 ? <span className={styles.iconBadge}><Badge dot label={t('shell.messages.unreadDot')} /></span> : undefined} />
    </DeferredMenu>
  );
}
