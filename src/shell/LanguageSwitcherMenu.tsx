/**
 * The menu half of LanguageSwitcher, loaded on demand: the design system's Menu in a popover anchored to
 * the switcher's button (given through React Aria's PopoverContext, as MenuTrigger would), open while
 * mounted, focus on its first item. Escape, a click outside or a choice closes it and focus returns to the button.
 */
import type { RefObject } from 'react';
import { MenuContext, PopoverContext } from 'react-aria-components';
import { Menu, MenuItem } from '@/design-system/components/Menu';
import { languages, useTranslation, type Language } from '@/i18n/i18n';

export interface LanguageSwitcherMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger names the popover (a dialog around the menu), as MenuTrigger has it. */
  triggerId: string;
  onClose: () => void;
  onSwitch: (language: Language) => void;
}

export default function LanguageSwitcherMenu({ triggerRef, triggerId, onClose, onSwitch }: LanguageSwitcherMenuProps) {
  const { t, lang } = useTranslation();
  return (
    <PopoverContext.Provider value={{ triggerRef, trigger: 'MenuTrigger', 'aria-labelledby': triggerId, isOpen: true, onOpenChange: (open) => !open && onClose() }}>
      {/* What MenuTrigger gives its menu: focus on the first item when it opens (keyboard users land in it). */}
      <MenuContext.Provider value={{ autoFocus: 'first' }}>
        <Menu
          aria-label={t('shell.language.label')}
          selectionMode="single"
          selectedKeys={[lang]}
          disallowEmptySelection
          onClose={onClose}
          onAction={(key) => {
            onClose();
            if (key !== lang) onSwitch(key as Language);
          }}
        >
          {languages.map((language) => (
            <MenuItem key={language} id={language} description={language === lang ? undefined : t(`shell.language.name.${language}`)} textValue={t(`shell.language.native.${language}`)}>
              {t(`shell.language.native.${language}`)}
            </MenuItem>
          ))}
        </Menu>
      </MenuContext.Provider>
    </PopoverContext.Provider>
  );
}
