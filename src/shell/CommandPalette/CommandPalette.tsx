/**
 * The command palette (Ctrl+K / ⌘K): a search box over the pages the user may open and the records
 * visited lately. Keyboard only works throughout: the box keeps focus, ↑/↓ move through the list
 * (React Aria's Autocomplete: virtual focus, aria-activedescendant), Enter opens, Esc closes.
 * Presentational: the host (CommandPaletteHost) gives it the entries and does the navigation.
 */
import { useId, useState, type ReactNode } from 'react';
import { Autocomplete, Dialog, Menu, Modal, ModalOverlay, useFilter } from 'react-aria-components';
import { MenuItem, MenuSection } from '@/design-system/components/Menu';
import { SearchField } from '@/design-system/components/SearchField';
import * as listStyles from '@/design-system/styles/listBox.css';
import { useTranslation } from '@/i18n/i18n';
import { useOverflows } from '@/design-system/hooks/useOverflows';
import * as styles from './CommandPalette.css';

/** One row: a translated title and where it leads. */
export interface PaletteEntry {
  href: string;
  title: string;
}

const RECENT = 'recent:';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Pages the user may open (route table with permission and partner rules applied). */
  pages: readonly PaletteEntry[];
  /** Records and pages visited lately, most recent first. */
  recent: readonly PaletteEntry[];
  onNavigate: (href: string) => void;
}

/**
 * The list's scrolling frame. Arrow keys in the search box already scroll the active row into view,
 * but a region that scrolls must also be reachable by Tab on its own (WCAG 2.1.1, axe's
 * scrollable-region-focusable); it takes focus only while it actually overflows.
 */
function ScrollFrame({ children }: { children: ReactNode }) {
  const [ref, overflows] = useOverflows<HTMLDivElement>();
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.list} tabIndex={overflows ? 0 : undefined}>
      {children}
    </div>
  );
}

export function CommandPalette({ isOpen, onOpenChange, pages, recent, onNavigate }: CommandPaletteProps) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  const hintId = useId();
  // Every opening starts from an empty box.
  const close = () => {
    setQuery('');
    onOpenChange(false);
  };
  const open = (href: string) => {
    close();
    onNavigate(href);
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog aria-label={t('palette.title')} aria-describedby={hintId} className={styles.dialog}>
          <Autocomplete filter={contains} inputValue={query} onInputChange={setQuery}>
            {/* A palette exists to be typed into: opening it puts the caret in the box (React Aria's own pattern). */}
            {/* oxlint-disable-next-line jsx-a11y/no-autofocus */}
            <SearchField aria-label={t('palette.search')} placeholder={t('palette.placeholder')} autoFocus />
            <ScrollFrame>
              <Menu
                aria-label={t('palette.title')}
                className={listStyles.listBox}
                onAction={(key) => open(String(key).replace(RECENT, ''))}
                renderEmptyState={() => <div className={listStyles.emptyState}>{t('palette.empty', { query })}</div>}
              >
                {recent.length > 0 && (
                  <MenuSection id="recent" title={t('palette.recent')} aria-label={t('palette.recent')}>
                    {recent.map((entry) => (
                      // A page can be both recent and in the list of pages: ids must differ, so recent ones carry a prefix.
                      <MenuItem key={`${RECENT}${entry.href}`} id={`${RECENT}${entry.href}`} textValue={entry.title} description={entry.href}>
                        {entry.title}
                      </MenuItem>
                    ))}
                  </MenuSection>
                )}
                <MenuSection id="pages" title={t('palette.pages')} aria-label={t('palette.pages')}>
                  {pages.map((entry) => (
                    <MenuItem key={entry.href} id={entry.href} textValue={entry.title}>
                      {entry.title}
                    </MenuItem>
                  ))}
                </MenuSection>
              </Menu>
            </ScrollFrame>
          </Autocomplete>
          <p id={hintId} className={styles.hint}>
            {t('palette.hint')}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
