/**
 * Catalogue search (presentational): keyword, category (with its descendants), ships-from country,
 * cost range and sort, the results as a grid or a list, "Add to my list" for one product or the
 * checked ones, and the pager. Props in, events out: CatalogueSearchScreen binds it to the URL and API.
 */
import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { LayoutGrid, List, ListPlus } from 'lucide-react';
import { CATALOGUE_PAGE_SIZES, catalogueSorts } from '@/api/contract/catalogue';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { NumberField } from '@/design-system/components/NumberField';
import { Pagination } from '@/design-system/components/Pagination';
import { SearchField } from '@/design-system/components/SearchField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { Skeleton } from '@/design-system/components/Skeleton';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { ToggleButton } from '@/design-system/components/ToggleButton';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { BulkActionBar, EnumFilter, FilterBar } from '@/kit/list';
import { Page } from '@/kit/page';
import { flattenTree, formatCents, formatCostRange, productDetailPath, type CategoryRow } from './format';
import * as styles from './catalogue.css';

export type CatalogueQuery = CallQuery<'catalogueSearch'>;
export type CataloguePage = CallData<'catalogueSearch'>;
export type CatalogueRow = CataloguePage['records'][number];
export type CountryRow = CallData<'countryFrom'>[number];
export type ResultLayout = 'grid' | 'list';

export interface CatalogueSearchViewProps {
  query: CatalogueQuery;
  page: CataloguePage | undefined;
  categories: readonly CategoryRow[];
  countries: readonly CountryRow[];
  isLoading: boolean;
  /** Translated, when the search failed. */
  error: string | null;
  onRetry(): void;
  onFilters(patch: Partial<CatalogueQuery>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  layout: ResultLayout;
  onLayout(layout: ResultLayout): void;
  selected: readonly number[];
  onSelectedChange(ids: number[]): void;
  /** Adds these products to the list; resolves once the server answered. */
  onAdd(ids: number[]): Promise<unknown>;
  /** Products being added right now. */
  adding: readonly number[];
  /** The account may add to the product list (menu:products:myProducts); else no add buttons or checkboxes. */
  canAdd: boolean;
  /** Where to ask for a product the catalogue lacks (sourcing), when that page exists. */
  sourcingLink?: ReactNode;
  /** The page's title and description when the View shows another list (private products). */
  title?: string;
  description?: string;
}

const isFiltered = (q: CatalogueQuery) => Boolean(q.keyword || q.categoryId || q.fromCountryId || q.priceMin !== undefined || q.priceMax !== undefined);
const centsOf = (dollars: number) => (Number.isFinite(dollars) ? Math.round(dollars * 100) : undefined);

function Result({ row, layout, props }: { row: CatalogueRow; layout: ResultLayout; props: CatalogueSearchViewProps }) {
  const { t, locale } = useTranslation();
  const checked = props.selected.includes(row.id);
  const toggle = (on: boolean) => props.onSelectedChange(on ? [...props.selected, row.id] : props.selected.filter((id) => id !== row.id));
  const check = props.canAdd && row.skuListId === null && (
    <Checkbox isSelected={checked} onChange={toggle} aria-label={t('catalogue.search.choose', { title: row.title })} />
  );
  const add = !props.canAdd ? <span /> : row.skuListId === null ? (
    <Button size="sm" variant="secondary" iconStart={ListPlus} isPending={props.adding.includes(row.id)} onPress={() => void props.onAdd([row.id])}
      aria-label={t('catalogue.add.one', { title: row.title })}>
      {t('catalogue.add.button')}
    </Button>
  ) : <span className={styles.muted}>{t('catalogue.add.listed')}</span>;
  const text = (
    <>
      <Link href={productDetailPath(row.id)} className={styles.title}>{row.title}</Link>
      <span className={styles.muted}>{row.spu}</span>
      <span>{t('catalogue.search.cost', { price: formatCostRange(row.minCost, row.maxCost, locale) })}</span>
      <span className={styles.muted}>
        {t('catalogue.search.suggested', { price: formatCents(row.minSuggested, locale) })}
        {row.shipsFrom.length > 0 && ` · ${t('catalogue.search.shipsFrom', { countries: row.shipsFrom.join(', ') })}`}
      </span>
    </>
  );
  if (layout === 'list') {
    return (
      <li className={styles.row}>
        {check || <span />}
        <Image src={row.image} alt="" width={64} bordered />
        <span className={styles.stack} style={{ gap: 2 }}>{text}</span>
        {add}
      </li>
    );
  }
  return (
    <li className={styles.card}>
      <span className={styles.cardTop}>{check || <span />}</span>
      <Image src={row.image} alt="" width={180} bordered className={styles.cardImage} />
      {text}
      {add}
    </li>
  );
}

export function CatalogueSearchView(props: CatalogueSearchViewProps) {
  const { query, page, onFilters } = props;
  const { t, locale } = useTranslation();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  // The URL changed the keyword (back/forward, cleared filters): show it in the field.
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeyword(query.keyword ?? '');
  }
  const tree = flattenTree(props.categories);
  const rows = page?.records ?? [];
  const choosable = props.canAdd ? rows.filter((row) => row.skuListId === null).map((row) => row.id) : [];

  let results: ReactNode;
  if (props.error) {
    results = (
      <InlineAlert tone="danger" title={props.error}
        actions={<Button size="sm" variant="secondary" onPress={props.onRetry}>{t('catalogue.search.retry')}</Button>} />
    );
  } else if (!page) {
    results = <Skeleton width="100%" height="12rem" />;
  } else if (rows.length === 0) {
    results = isFiltered(query) ? (
      <EmptyState title={t('catalogue.empty.noResultTitle')} description={t('catalogue.empty.noResultHint')}
        action={<>{<Button variant="secondary" onPress={props.onClearFilters}>{t('kit.list.clearFilters')}</Button>}{props.sourcingLink}</>} />
    ) : (
      <EmptyState title={t('catalogue.empty.title')} description={t('catalogue.empty.hint')} action={props.sourcingLink} />
    );
  } else {
    results = (
      <ul className={props.layout === 'grid' ? styles.grid : styles.list} aria-label={t('catalogue.search.results')} aria-busy={props.isLoading}>
        {rows.map((row) => <Result key={row.id} row={row} layout={props.layout} props={props} />)}
      </ul>
    );
  }

  return (
    <Page title={props.title ?? t('route.productSearch')} description={props.description ?? t('catalogue.search.description')}>
      <FilterBar isFiltered={isFiltered(query)} onClear={props.onClearFilters}>
        <SearchField
          label={t('catalogue.filter.keyword')}
          placeholder={t('catalogue.filter.keywordHint')}
          value={keyword}
          onChange={setKeyword}
          onSubmit={(value) => onFilters({ keyword: value.trim() || undefined })}
          onClear={() => onFilters({ keyword: undefined })}
        />
        <EnumFilter label={t('catalogue.filter.category')} anyLabel={t('catalogue.filter.anyCategory')} value={query.categoryId}
          options={tree.map((c) => ({ value: c.id, label: `${'\u2003'.repeat(c.depth)}${c.name}`, textValue: c.name }))}
          onChange={(categoryId) => onFilters({ categoryId })} />
        <EnumFilter label={t('catalogue.filter.shipsFrom')} anyLabel={t('catalogue.filter.anyCountry')} value={query.fromCountryId}
          options={props.countries.map((c) => ({ value: c.id, label: c.name }))} onChange={(fromCountryId) => onFilters({ fromCountryId })} />
        <NumberField className={styles.price} label={t('catalogue.filter.priceMin')} minValue={0} showSteppers={false}
          formatOptions={{ style: 'currency', currency: 'USD' }}
          value={query.priceMin === undefined ? Number.NaN : query.priceMin / 100}
          onChange={(value) => onFilters({ priceMin: centsOf(value) })} />
        <NumberField className={styles.price} label={t('catalogue.filter.priceMax')} minValue={0} showSteppers={false}
          formatOptions={{ style: 'currency', currency: 'USD' }}
          value={query.priceMax === undefined ? Number.NaN : query.priceMax / 100}
          onChange={(value) => onFilters({ priceMax: centsOf(value) })} />
      </FilterBar>
      <div className={styles.toolbar}>
        <output className={styles.muted}>{page ? t('catalogue.search.count', { count: `${page.total.toLocaleString(locale)}${page.totalIsLowerBound ? '+' : ''}` }) : ''}</output>
        <div className={styles.group}>
          <Select
            label={t('catalogue.sort.label')}
            selectedKey={query.sort ?? (query.keyword ? 'relevance' : 'newest')}
            onSelectionChange={(key: Key | null) => onFilters({ sort: catalogueSorts.find((s) => s === key) })}
          >
            {catalogueSorts.map((s) => <SelectItem key={s} id={s}>{t(`catalogue.sort.${s}`)}</SelectItem>)}
          </Select>
          <fieldset className={styles.layout}>
            <VisuallyHidden elementType="legend">{t('catalogue.layout.label')}</VisuallyHidden>
            <ToggleButton iconStart={LayoutGrid} isSelected={props.layout === 'grid'} onChange={() => props.onLayout('grid')}>{t('catalogue.layout.grid')}</ToggleButton>
            <ToggleButton iconStart={List} isSelected={props.layout === 'list'} onChange={() => props.onLayout('list')}>{t('catalogue.layout.list')}</ToggleButton>
          </fieldset>
        </div>
      </div>
      <BulkActionBar count={props.selected.length} onClear={() => props.onSelectedChange([])}>
        <Button size="sm" variant="primary" iconStart={ListPlus} isPending={props.adding.length > 1} onPress={() => void props.onAdd([...props.selected])}>
          {t('catalogue.add.selected', { count: props.selected.length })}
        </Button>
      </BulkActionBar>
      {choosable.length > 0 && (
        <Checkbox
          isSelected={choosable.every((id) => props.selected.includes(id))}
          isIndeterminate={choosable.some((id) => props.selected.includes(id)) && !choosable.every((id) => props.selected.includes(id))}
          onChange={(on) => props.onSelectedChange(on ? [...new Set([...props.selected, ...choosable])] : props.selected.filter((id) => !choosable.includes(id)))}
        >
          {t('catalogue.search.chooseAll')}
        </Checkbox>
      )}
      {results}
      {page && page.total > 0 && (
        <Pagination page={page.pageNo} pageSize={page.pageSize} total={Math.min(page.total, page.pageSize * 100)} pageSizes={CATALOGUE_PAGE_SIZES}
          onPageChange={props.onPage} onPageSizeChange={props.onPageSize} isDisabled={props.isLoading} />
      )}
    </Page>
  );
}
