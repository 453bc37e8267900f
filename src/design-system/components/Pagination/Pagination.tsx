/**
 * Pagination: the pager under a table (spec section 3: pageNo and pageSize). Total, page size
 * choices, previous/next and page buttons. Every control is a real button in the tab order,
 * the current page carries aria-current="page", and the page size is a Select.
 * React Aria has no pager, so this composes its Button with the library's Select.
 */
import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { Select, SelectItem } from '@/design-system/components/Select';
import { pageCount, pageItems } from './pages';
import * as styles from './Pagination.css';

export const paginationAligns = ['end', 'start'] as const;
export const defaultPageSizes = [10, 20, 50, 100] as const;

/** What an owner's wrapper of the page size Select gets (PaginationProps.renderPageSize). */
export interface PageSizeRender {
  /** The Select's accessible name (it has no visible label), the chosen size's text, its box's class. */
  label: string;
  value: string;
  className: string;
  /** Builds the Select; its open state may be given. */
  select(control?: { isOpen: boolean; onOpenChange(isOpen: boolean): void }): ReactNode;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of records across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Without it there is no page size choice. The owner usually returns to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Places the page size Select in a wrapper of the owner's, e.g. one that builds it on first use (the kit's lists). */
  renderPageSize?: (pageSize: PageSizeRender) => ReactNode;
  /** Pages shown either side of the current page. */
  siblings?: number;
  isDisabled?: boolean;
  align?: (typeof paginationAligns)[number];
  /** Names the navigation landmark; defaults to the translated "Pagination". Give one when a page has two pagers. */
  'aria-label'?: string;
  className?: string;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = defaultPageSizes,
  renderPageSize,
  siblings = 1,
  isDisabled,
  align = 'end',
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const { t, locale } = useTranslation();
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), count);
  const number = new Intl.NumberFormat(locale);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  const sizes = pageSizes.map((size) => ({ id: size, label: t('ds.pagination.pageSize', { size }) }));
  const pageSizeLabel = t('ds.pagination.pageSizeLabel');
  const pageSizeSelect = (control?: { isOpen: boolean; onOpenChange(isOpen: boolean): void }) => (
    <Select
      aria-label={pageSizeLabel}
      className={styles.pageSize}
      items={sizes}
      value={pageSize}
      onChange={(size) => {
        if (typeof size === 'number' && size !== pageSize) onPageSizeChange?.(size);
      }}
      isDisabled={isDisabled}
      {...control}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );

  return (
    <nav aria-label={ariaLabel ?? t('ds.pagination.label')} className={[styles.pagination({ align }), className].filter(Boolean).join(' ')}>
      <span className={styles.total}>{t('ds.pagination.total', { total: number.format(total) })}</span>
      {onPageSizeChange && (renderPageSize ? renderPageSize({ label: pageSizeLabel, value: t('ds.pagination.pageSize', { size: pageSize }), className: styles.pageSize, select: pageSizeSelect }) : pageSizeSelect())}
      <RACButton
        className={styles.arrow}
        aria-label={t('ds.pagination.previous')}
        isDisabled={isDisabled || current <= 1}
        onPress={() => go(current - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </RACButton>
      <ol className={styles.pages}>
        {pageItems(current, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <RACButton
                className={styles.page}
                aria-label={t('ds.pagination.page', { page: number.format(item) })}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {number.format(item)}
              </RACButton>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              <Ellipsis size={16} />
            </li>
          ),
        )}
      </ol>
      <RACButton
        className={styles.arrow}
        aria-label={t('ds.pagination.next')}
        isDisabled={isDisabled || current >= count}
        onPress={() => go(current + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </RACButton>
    </nav>
  );
}
