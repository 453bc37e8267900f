/**
 * The user dropdown (spec sections 2, 5, 6): who is signed in and in which role, links to the account
 * pages this user may open, and sign out.
 */
import { ChevronDown, CreditCard, FileText, IdCard, LogOut, UserCog, UserRound } from 'lucide-react';
import { Avatar } from '@/design-system/components/Avatar';
import { Button } from '@/design-system/components/Button';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@/design-system/components/Menu';
import { useTranslation } from '@/i18n/i18n';
import { displayName, type SessionUser } from '@/machines/session';
import { roleLabel, userMenuLinks, type IsBuilt } from '../shellMenus';
import * as styles from './TopBar.css';

const icons = {
  'shell.user.profile': UserRound,
  'shell.user.billing': CreditCard,
  'shell.user.manageAccount': UserCog,
  'shell.user.invoice': FileText,
  'shell.user.idCard': IdCard,
} as const;

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
    <MenuTrigger>
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
      <Menu
        aria-label={t('shell.user.menu')}
        onAction={(key) => {
          if (key === 'signOut') onSignOut();
        }}
      >
        <MenuSection title={<span className={styles.menuHeader}><strong>{name}</strong><span>{user.username}</span></span>}>
          {links.map((link) => (
            <MenuItem key={link.key} id={link.key} href={link.href} icon={icons[link.key as keyof typeof icons]}>
              {t(link.key)}
            </MenuItem>
          ))}
        </MenuSection>
        {links.length > 0 && <MenuSeparator />}
        <MenuItem id="signOut" icon={LogOut} tone="danger">
          {t('shell.user.signOut')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
