/**
 * The language switcher (spec sections 1 and 4): English, 中文, Türkçe. Choosing one saves it, clears
 * the loaded translations, shows "Switch Language Success" and reloads (the language machine does it).
 */
import { Languages } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation, type Language } from '@/i18n/i18n';
import { DeferredMenu } from './DeferredMenu';
import * as styles from './TopBar.css';

export interface LanguageMenuProps {
  onSwitch: (language: Language) => void;
  /** Public pages sit on a light header; the top bar is the same. */
  size?: 'sm' | 'md';
}

export function LanguageMenu({ onSwitch, size = 'md' }: LanguageMenuProps) {
  const { t, lang } = useTranslation();
  return (
    <DeferredMenu renderMenu={(lists) => <lists.LanguageMenuList onSwitch={onSwitch} />}>
      <Button variant="quiet" size={size} iconStart={Languages} aria-label={t('shell.language.current', { language: t(`shell.language.native.${lang}`) })} className={styles.textTrigger}>
        <span className={`${styles.languageCode} ${styles.textNarrowHidden}`}>{t(`shell.language.native.${lang}`)}</span>
      </Button>
    </DeferredMenu>
  );
}
