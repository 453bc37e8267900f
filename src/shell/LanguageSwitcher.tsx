/**
 * The language switcher of the public pages (sign-in, registration, …): the same trigger and menu as the
 * top bar's LanguageMenu, but the menu's code (React Aria's menu, popover, collection and animation parts,
 * ~35 kB gzip) is loaded only when a visitor shows interest (pointer over, focus, press), so /login does not
 * pay for it on its first paint. Issue 13.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Languages } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { useTranslation, type Language } from '@/i18n/i18n';
import * as styles from './LanguageSwitcher.css';

const loadMenu = () => import('./LanguageSwitcherMenu');
const LanguageSwitcherMenu = lazy(loadMenu);
const preload = () => void loadMenu();

export interface LanguageSwitcherProps {
  onSwitch: (language: Language) => void;
  size?: 'sm' | 'md';
}

export function LanguageSwitcher({ onSwitch, size = 'md' }: LanguageSwitcherProps) {
  const { t, lang } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const [isOpen, setOpen] = useState(false);
  const current = t(`shell.language.native.${lang}`);
  return (
    <>
      <Button
        // React 19 passes ref as a prop; the design-system Button hands it to React Aria's button.
        {...({ ref: triggerRef } as object)}
        id={triggerId}
        variant="quiet"
        size={size}
        iconStart={Languages}
        aria-label={t('shell.language.current', { language: current })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        className={styles.textTrigger}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => setOpen((open) => !open)}
      >
        <span className={styles.languageCode}>{current}</span>
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <LanguageSwitcherMenu triggerRef={triggerRef} triggerId={triggerId} onClose={() => setOpen(false)} onSwitch={onSwitch} />
        </Suspense>
      )}
    </>
  );
}
