/**
 * Keeps the app-level machines in step with one another: the permission machine follows the session's
 * user; a partner merchant's own brand and language (its parterSource) apply once the user is known; the version
 * check runs when the tab becomes visible and on navigation (the machine keeps it to once an hour).
 */
import { useEffect } from 'react';
import { detectLanguage } from '@/i18n/detect';
import { LanguageContext } from '@/machines/language';
import { SessionContext } from '@/machines/session';
import { PartnerContext } from '@/machines/partner';
import { PermissionContext } from '@/machines/permission';
import { VersionCheckContext } from '@/machines/versionCheck';

export function SessionBridges({ subscribeToNavigation }: { subscribeToNavigation?: (listener: () => void) => () => void }) {
  const user = SessionContext.useSelector((s) => s.context.user);
  const permission = PermissionContext.useActorRef();
  const partner = PartnerContext.useActorRef();
  const versionCheck = VersionCheckContext.useActorRef();
  const language = LanguageContext.useActorRef();

  useEffect(() => {
    permission.send({ type: 'permission.userChanged', user });
    // Only a partner merchant re-brands; a platform merchant keeps the brand of the link they came by.
    if (user?.parterSource) {
      partner.send({ type: 'partner.identify', code: user.parterSource });
      // The partner's language (Turkish for the Turkish partner) applies now, not on the next load,
      // unless the visitor chose a language themselves (the machine ignores an unchanged language).
      language.send({ type: 'language.adopt', language: detectLanguage({ partnerCode: user.parterSource }) });
    }
  }, [user, permission, partner, language]);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') versionCheck.send({ type: 'version.check', now: Date.now() });
    };
    check();
    document.addEventListener('visibilitychange', check);
    const unsubscribe = subscribeToNavigation?.(check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      unsubscribe?.();
    };
  }, [versionCheck, subscribeToNavigation]);

  return null;
}
