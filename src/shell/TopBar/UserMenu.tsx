/**
 * The user dropdown (spec sections 2, 5, 6): who is signed in and in which role, links to the account
 * pages this user may open, and sign out.
 */
import { ChevronDown } from 'lucide-react';
import { Avatar } from '@/design-system/components/Avatar';
import { Button } from '@/design-system/components/Button';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useTranslation } from '@/i18n/i18n';
import { displayName, type SessionUser } from '@/machines/session';
import { roleLabel, userMenuLinks, type IsBuilt } from '../shellMenus';
import { DeferredMenu } from './DeferredMenu';
import * as styles from './TopBar.css';

/** One definition for the shell and the screens (src/machines/session/account.ts). */
export { displayName };

export interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
  isBuilt?: IsBuilt;
}

export function UserMenu({ user, onSignOut, isBuilt }: UserMenuProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  const role = roleLabel(user, { admin: t('shell.user.adminLabel'), staff: t('shell.user.staffLabel') });
  const links = userMenuLinks(user, isBuilt);
  return (
    <DeferredMenu renderMenu={(lists) => <lists.UserMenuList name={name} username={user.username} links={links} onSignOut={onSignOut} />}>
      {/* Named by its visible name and role (WCAG 2.5.3), followed by what the button opens. */}
      <Button variant="quiet" className={styles.userButton}>
        <Avatar name={name} size="sm" isDecorative />
        <span className={styles.userText}>
          <span className={styles.userName}>{name}</span>{' '}
          <span className={styles.userRole}>{role}</span>
        </span>
        <VisuallyHidden>{t('shell.user.menuSuffix')}</VisuallyHidden>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </Button>
    </DeferredMenu>
  );
}
