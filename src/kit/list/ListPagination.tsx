/**
 * The pager under a list. Up to 10,000 rows it is the usual numbered pager with the exact count.
 * Beyond that the server stops counting ("10,000+") and the pages past the offset limit are reached by
 * keyset: "Next" continues after the last row shown, "Previous" steps back through the cursors used.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { PaginationBase } from '@/design-system/components/Pagination/PaginationBase';
import { useTranslation } from '@/i18n/i18n';
import { FirstUse } from './FirstUse';
import { SelectLook } from './fieldLooks';
import { loadSelect, selectParts } from './lazySelect';
import * as styles from './list.css';

export interface ListPage {
  total: number;
  /** The count stopped at `total` (10,000): show "10,000+". */
  totalIsLowerBound?: boolean;
  pageNo: number;
  pageSize: number;
  nextCursor?: string | null;
}

export interface ListPaginationProps {
  page: ListPage | undefined;
  isKeyset: boolean;
  onPageChange(pageNo: number): void;
  onPageSizeChange(pageSize: number): void;
  onNextCursor(cursor: string): void;
  onPreviousCursor(): void;
  isDisabled?: boolean;
}

export function ListPagination({ page, isKeyset, onPageChange, onPageSizeChange, onNextCursor, onPreviousCursor, isDisabled }: ListPaginationProps) {
  const { t, locale } = useTranslation();
  if (!page || page.total === 0) return null;
  const count = page.total.toLocaleString(locale) + (page.totalIsLowerBound ? '+' : '');
  const lastOffsetPage = Math.ceil(page.total / page.pageSize);
  const beyond = page.totalIsLowerBound && page.nextCursor && (isKeyset || page.pageNo >= lastOffsetPage);
  return (
    <div className={styles.footer}>
      {/* The numbered pager shows an exact total itself; a capped count or keyset paging needs saying. */}
      {(page.totalIsLowerBound || isKeyset) ? <output className={styles.muted}>{t('kit.list.total', { count })}</output> : <span />}
      {isKeyset ? (
        <nav className={styles.keyset} aria-label={t('kit.list.pages')}>
          <Button variant="secondary" size="sm" iconStart={ChevronLeft} onPress={onPreviousCursor} isDisabled={isDisabled}>{t('kit.list.previous')}</Button>
          <Button variant="secondary" size="sm" iconEnd={ChevronRight} onPress={() => page.nextCursor && onNextCursor(page.nextCursor)} isDisabled={isDisabled || !page.nextCursor}>
            {t('kit.list.next')}
          </Button>
        </nav>
      ) : (
        <div className={styles.keyset}>
          <PaginationBase page={page.pageNo} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} isDisabled={isDisabled}
            // The page size Select (a collection, a hidden native select) is built on first use, its code loaded then
            // too (SelectParts); its look-alike until then.
            renderPageSize={(pageSize) => (
              <FirstUse look={<SelectLook label={pageSize.label} value={pageSize.value} className={pageSize.className} labelHidden isDisabled={pageSize.isDisabled} />} load={loadSelect}>
                {(control) => {
                  const parts = selectParts.loaded();
                  return parts && <parts.PageSizeSelect {...pageSize} {...control} />;
                }}
              </FirstUse>
            )}
          />
          {beyond && (
            <Button variant="secondary" size="sm" iconEnd={ChevronRight} onPress={() => page.nextCursor && onNextCursor(page.nextCursor)} isDisabled={isDisabled}>
              {t('kit.list.beyond')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
