/**
 * Mounts the command palette in the shell: the pages come from the route table through the same
 * rules as the sidebar (pageEntries), the recent records from the visited views, titles translated.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n';
import type { AccessUser } from '@/routes/access';
import { pageEntries, titleKeyOf } from '@/routes/menus';
import type { PaletteEntry } from './CommandPalette';
import { usePaletteShortcut } from './usePaletteShortcut';

export interface CommandPaletteHostProps {
  user: AccessUser;
  isPartner: boolean;
  /** The user's connected apps (they add pages such as consolidation orders). */
  apps: readonly string[];
  /** Whether a route's screen exists (the shell's own test seam). */
  isBuilt: (routeName: string) => boolean;
  /** The visited views, oldest first; a record's view may carry its own title. */
  visited: readonly { name: string; path: string; title?: string }[];
}

// The palette's code (search field, list box, autocomplete) loads on the first Ctrl+K, not with every page (issue 13).
const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));

/**
 * The shortcut listens from the shell's first frame (a key pressed as soon as the page shows opens the palette);
 * the pages and recent records are worked out only once it has been opened (issue 13: not in the first render).
 */
export function CommandPaletteHost(props: CommandPaletteHostProps) {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  usePaletteShortcut(useCallback(() => setOpen((open) => !open), []));
  return opened ? <OpenedPalette {...props} isOpen={isOpen} onOpenChange={setOpen} /> : null;
}

function OpenedPalette({ user, isPartner, apps, isBuilt, visited, isOpen, onOpenChange }: CommandPaletteHostProps & { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useMemo(
    () => pageEntries({ user, partner: isPartner, apps, isBuilt: (route) => isBuilt(route.name) }).map((entry): PaletteEntry => ({ href: entry.href, title: t(entry.titleKey) })),
    [user, isPartner, apps, isBuilt, t],
  );
  const recent = [...visited].reverse().map((view): PaletteEntry => ({ href: view.path, title: view.title ?? t(titleKeyOf(view)) }));
  return (
    <Suspense fallback={null}>
      <CommandPalette isOpen={isOpen} onOpenChange={onOpenChange} pages={pages} recent={recent} onNavigate={(href) => navigate(href)} />
    </Suspense>
  );
}
