/**
 * The language menu's list, one for both places it opens: the public pages' switcher (LanguageSwitcherMenu)
 * and the signed-in top bar (TopBar/menuLists). Each native name is the item; the other languages carry their
 * name in the current language as a description.
 */
import { Menu, MenuItem } from '@/design-system/components/Menu';
import { languages, useTranslation, type Language } from '@/i18n/i18n';

export interface LanguageMenuListProps {
  onSwitch: (language: Language) => void;
  /** Called when a choice or Escape closes the menu, where the caller owns the open state. */
  onClose?: () => void;
}

export function LanguageMenuList({ onSwitch, onClose }: LanguageMenuListProps) {
  const { t, lang } = useTranslation();
  return (
    <Menu
      aria-label={t('shell.language.label')}
      selectionMode="single"
      selectedKeys={[lang]}
      disallowEmptySelection
      onClose={onClose}
      onAction={(key) => {
        onClose?.();
        if (key !== lang) onSwitch(key as Language);
      }}
    >
      {languages.map((language) => (
        <MenuItem key={language} id={language} description={language === lang ? undefined : t(`shell.language.name.${language}`)} textValue={t(`shell.language.native.${language}`)}>
          {t(`shell.language.native.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
