/**
 * The menu half of LanguageSwitcher, loaded on demand: the design system's Menu in a popover anchored to
 * the switcher's button (given through React Aria's PopoverContext, as MenuTrigger would), open while
 * mounted, focus on its first item. Escape, a click outside or a choice closes it and focus returns to the button.
 */
import type { RefObject } from 'react';
import { MenuContext, PopoverContext } from 'react-aria-components';
import type { Language } from '@/i18n/i18n';
import { LanguageMenuList } from './LanguageMenuList';

export interface LanguageSwitcherMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger names the popover (a dialog around the menu), as MenuTrigger has it. */
  triggerId: string;
  onClose: () => void;
  onSwitch: (language: Language) => void;
}

export default function LanguageSwitcherMenu({ triggerRef, triggerId, onClose, onSwitch }: LanguageSwitcherMenuProps) {
  return (
    <PopoverContext.Provider value={{ triggerRef, trigger: 'MenuTrigger', 'aria-labelledby': triggerId, isOpen: true, onOpenChange: (open) => !open && onClose() }}>
      {/* What MenuTrigger gives its menu: focus on the first item when it opens (keyboard users land in it). */}
      <MenuContext.Provider value={{ autoFocus: 'first' }}>
        <LanguageMenuList onSwitch={onSwitch} onClose={onClose} />
      </MenuContext.Provider>
    </PopoverContext.Provider>
  );
}
