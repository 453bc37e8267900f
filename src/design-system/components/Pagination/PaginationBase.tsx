/**
 * Pagination: the pager under a table (spec section 3: pageNo and pageSize). Total, page size
 * choices, previous/next and page buttons. Every control is a real button in the tab order,
 * the current page carries aria-current="page", and the page size is a Select.
 * React Aria has no pager, so this composes its Button with the library's Select.
 *
 * This module is the pager without the Select: the page size control is its owner's (`renderPageSize`), so a screen
 * can build it on first use without loading React Aria's select, list box and popover code at start (the kit's lists,
 * issue 13). `Pagination` (Pagination.tsx) is this pager with the page size Select built at once.
 */
import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { pageCount, pageItems } from './pages';
import * as styles from './Pagination.css';

export const paginationAligns = ['end', 'start'] as const;
export const defaultPageSizes = [10, 20, 50, 100] as const;

/** What the page size control is drawn from (PaginationProps.renderPageSize; PageSizeSelect draws it). */
export interface PageSizeRender {
  /** The Select's accessible name (it has no visible label), the chosen size's text, its box's class. */
  label: string;
  value: string;
  className: string;
  /** The choices (each size with its text), the chosen one, what choosing another does. */
  sizes: readonly { id: number; label: string }[];
  pageSize: number;
  onPageSizeChange(pageSize: number): void;
  isDisabled?: boolean;
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
  /** Draws the page size control (PageSizeSelect, or a wrapper of the owner's that builds it on first use, as the kit's lists). */
  renderPageSize?: (pageSize: PageSizeRender) => ReactNode;
  /** Pages shown either side of the current page. */
  siblings?: number;
  isDisabled?: boolean;
  align?: (typeof paginationAligns)[number];
  /** Names the navigation landmark; defaults to the translated "Pagination". Give one when a page has two pagers. */
  'aria-label'?: string;
  className?: string;
}

export function PaginationBase({
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

  return (
    <nav aria-label={ariaLabel ?? t('ds.pagination.label')} className={[styles.pagination({ align }), className].filter(Boolean).join(' ')}>
      <span className={styles.total}>{t('ds.pagination.total', { total: number.format(total) })}</span>
      {onPageSizeChange && renderPageSize?.({
        label: pageSizeLabel, value: t('ds.pagination.pageSize', { size: pageSize }), className: styles.pageSize, sizes, pageSize, onPageSizeChange, isDisabled,
      })}
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
