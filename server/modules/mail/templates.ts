/** The e-mails the server sends, in the recipient's language and under the brand they signed up with. */
import type { EmailCodePurpose } from '../../db/schema';
import { translate, type Lang } from '../../http/i18n';
import { CODE_TTL_MINUTES } from '../auth/codes';

export interface Mail { to: string; subject: string; body: string }

export const PLATFORM_BRAND = 'Merchant Portal';

export function codeMail(to: string, lang: Lang, purpose: EmailCodePurpose, code: string, brand = PLATFORM_BRAND): Mail {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `server.mail.${key}`, { brand, ...params });
  return {
    to,
    subject: t(`${purpose}.subject`),
    body: [t('greeting'), '', t(`${purpose}.intro`), '', t('codeLine', { code, minutes: CODE_TTL_MINUTES }), '', t('ignoreLine'), '', t('signature')].join('\n'),
  };
}

export function passwordChangedMail(to: string, lang: Lang, brand = PLATFORM_BRAND): Mail {
  const t = (key: string) => translate(lang, `server.mail.${key}`, { brand });
  return { to, subject: t('passwordChanged.subject'), body: [t('greeting'), '', t('passwordChanged.intro'), '', t('signature')].join('\n') };
}
