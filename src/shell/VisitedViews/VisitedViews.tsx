/**
 * The tabs of visited views under the top bar (spec section 4): at most 4, the oldest dropped; each
 * closes on its own, and a menu closes all the others or all of them. Closing the tab being shown moves
 * to its neighbour (or the dashboard).
 */
import { useEffect, useRef } from 'react';
import { Ellipsis, X, XCircle } from 'lucide-react';
import { IconButton } from '@/design-system/components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '@/design-system/components/Menu';
import { Tag, TagGroup } from '@/design-system/components/TagGroup';
import { useTranslation } from '@/i18n/i18n';
import { useRecordTitles } from '@/kit/page';
import { pathAfterClose, type VisitedView } from '@/machines/visitedViews';
import * as styles from './VisitedViews.css';

export interface VisitedViewsProps {
  views: readonly VisitedView[];
  /** The pathname being shown. */
  current: string;
  onClose: (path: string) => void;
  onCloseOthers: (path: string) => void;
  onCloseAll: () => void;
  navigate: (path: string) => void;
}

export function VisitedViews({ views, current, onClose, onCloseOthers, onCloseAll, navigate }: VisitedViewsProps) {
  const { t } = useTranslation();
  // A detail page names its tab after its record (kit/page DetailPage), else the route's title.
  const recordTitle = useRecordTitles();
  const strip = useRef<HTMLDivElement>(null);
  // Where the tabs scroll sideways (phones), the one being shown is brought into view after each render —
  // sideways only (scrollIntoView would also scroll the page), and a no-op when it is already in view.
  useEffect(() => {
    const tab = strip.current?.querySelector(`.${styles.current}`);
    const list = tab?.closest('[role="grid"]');
    if (!tab || !list) return;
    const shown = tab.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    if (shown.left < frame.left) list.scrollLeft -= frame.left - shown.left;
    else if (shown.right > frame.right) list.scrollLeft += shown.right - frame.right;
  });
  if (views.length === 0) return null;
  const close = (path: string) => {
    const next = pathAfterClose(views, path, current);
    onClose(path);
    if (next !== current) navigate(next);
  };
  return (
    <div ref={strip} className={styles.strip}>
      <TagGroup
        aria-label={t('shell.views.label')}
        size="sm"
        className={styles.tags}
        items={views.map((view) => ({ ...view, id: view.path }))}
        onRemove={(keys) => keys.forEach((key) => close(String(key)))}
      >
        {(view) => (
          <Tag id={view.id} href={view.path} textValue={recordTitle(view.path) ?? t(`route.${view.name}`)} className={view.path === current ? styles.current : undefined}>
            {recordTitle(view.path) ?? t(`route.${view.name}`)}
          </Tag>
        )}
      </TagGroup>
      <MenuTrigger>
        <IconButton icon={Ellipsis} label={t('shell.views.more')} size="sm" showTooltip />
        <Menu
          aria-label={t('shell.views.more')}
          onAction={(key) => {
            if (key === 'closeOthers') onCloseOthers(current);
            if (key === 'closeAll') {
              onCloseAll();
              navigate('/dashboard');
            }
          }}
        >
          <MenuItem id="closeOthers" icon={X} isDisabled={views.length < 2 || !views.some((view) => view.path === current)}>
            {t('shell.views.closeOthers')}
          </MenuItem>
          <MenuItem id="closeAll" icon={XCircle}>
            {t('shell.views.closeAll')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}
