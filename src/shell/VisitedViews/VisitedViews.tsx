/**
 * The tabs of visited views under the top bar (spec section 4): at most 4, the oldest dropped; each
 * closes on its own, and a menu closes all the others or all of them. Closing the tab being shown moves
 * to its neighbour (or the dashboard).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Ellipsis, X } from 'lucide-react';
import { IconButton } from '@/design-system/components/IconButton';
import { useTranslation } from '@/i18n/i18n';
import { useRecordTitles } from '@/kit/page';
import { pathAfterClose, type VisitedView } from '@/machines/visitedViews';
import { tag, text as tagText, remove as removeButton } from '@/design-system/components/TagGroup/TagGroup.css';
import { DeferredMenu } from '../TopBar/DeferredMenu';
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

/**
 * The tabs are a grid of rows, as React Aria's TagGroup draws them, without its collection and selection code
 * (issue 13: the signed-in first page loads none of it): one tab stop (the tab last focused, else the one
 * shown), arrow keys, Home and End move between tabs, Enter follows one, Delete or Backspace closes it, and
 * each tab's close button is named "Remove <tab>".
 */
export function VisitedViews({ views, current, onClose, onCloseOthers, onCloseAll, navigate }: VisitedViewsProps) {
  const { t } = useTranslation();
  // A detail page names its tab after its record (kit/page DetailPage), else the route's title.
  const recordTitle = useRecordTitles();
  const strip = useRef<HTMLDivElement>(null);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  // Where the tabs scroll sideways (phones), the one being shown is brought into view after each render —
  // sideways only (scrollIntoView would also scroll the page), and a no-op when it is already in view.
  // Measured in the next frame, with the layout the frame does anyway: measuring in the effect forced that
  // layout inside React's commit, lengthening the first page's longest task (issue 13).
  useEffect(() => {
    const request = requestAnimationFrame(() => {
      const tab = strip.current?.querySelector(`.${styles.current}`);
      const list = tab?.closest('[role="grid"]');
      if (!tab || !list) return;
      const shown = tab.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      if (shown.left < frame.left) list.scrollLeft -= frame.left - shown.left;
      else if (shown.right > frame.right) list.scrollLeft += shown.right - frame.right;
    });
    return () => cancelAnimationFrame(request);
  });
  if (views.length === 0) return null;
  const close = (path: string) => {
    const index = views.findIndex((view) => view.path === path);
    const next = pathAfterClose(views, path, current);
    // Focus stays in the strip: on the neighbour of the closed tab.
    const neighbour = views[index + 1] ?? views[index - 1];
    if (focusedPath === path && neighbour) focusRow(neighbour.path);
    onClose(path);
    if (next !== current) navigate(next);
  };
  const rows = () => [...(strip.current?.querySelectorAll<HTMLElement>('[role="row"]') ?? [])];
  const focusRow = (path: string) => requestAnimationFrame(() => rows().find((row) => row.dataset.path === path)?.focus());
  const tabStop = views.some((view) => view.path === focusedPath) ? focusedPath : views.some((view) => view.path === current) ? current : views[0].path;
  const follow = (path: string, event: MouseEvent | KeyboardEvent) => {
    // A modified click opens the page in a new tab, as a link would.
    if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(path, '_blank', 'noopener');
    else navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const last = views.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = { ArrowRight: rtl ? index - 1 : index + 1, ArrowLeft: rtl ? index + 1 : index - 1, ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last };
    const path = views[index].path;
    if (event.key in moves) {
      event.preventDefault();
      const target = views[Math.min(last, Math.max(0, moves[event.key]))];
      rows().find((row) => row.dataset.path === target.path)?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      follow(path, event);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      close(path);
    }
  };
  return (
    <div ref={strip} className={styles.strip}>
      <div className={styles.tags}>
        <div role="grid" aria-label={t('shell.views.label')} className={styles.list}>
          {views.map((view, index) => {
            const title = recordTitle(view.path) ?? t(`route.${view.name}`);
            const rowId = `visited-${index}`;
            return (
              <div
                key={view.path}
                id={rowId}
                // A grid of tags, as React Aria's TagGroup draws it (a table would not lay out as a wrapping row).
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                role="row"
                aria-label={title}
                tabIndex={view.path === tabStop ? 0 : -1}
                data-path={view.path}
                data-link
                className={`${tag({ size: 'sm' })} ${styles.tab}${view.path === current ? ` ${styles.current}` : ''}`}
                onFocus={(event) => event.target === event.currentTarget && setFocusedPath(view.path)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={(event) => follow(view.path, event)}
              >
                {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
                <div role="gridcell" style={{ display: 'contents' }}>
                  <span className={tagText}>{title}</span>
                  <button
                    type="button"
                    tabIndex={-1}
                    id={`${rowId}-remove`}
                    aria-label={t('ds.tagGroup.remove')}
                    aria-labelledby={`${rowId}-remove ${rowId}`}
                    className={`${removeButton} ${styles.remove}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      close(view.path);
                    }}
                  >
                    <X size={12} strokeWidth={2.5} aria-hidden="true" />
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <DeferredMenu
        renderMenu={(lists) => (
          <lists.ViewsMenuList
            canCloseOthers={views.length >= 2 && views.some((view) => view.path === current)}
            onCloseOthers={() => onCloseOthers(current)}
            onCloseAll={() => {
              onCloseAll();
              navigate('/dashboard');
            }}
          />
        )}
      >
        <IconButton icon={Ellipsis} label={t('shell.views.more')} size="sm" showTooltip />
      </DeferredMenu>
    </div>
  );
}
