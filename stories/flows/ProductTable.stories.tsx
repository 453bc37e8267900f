/**
 * A merchant-facing page assembled only from the library: the "My products" list with a
 * filter toolbar (search + status), a sortable, selectable table with pictures and states,
 * pagination, a delete confirmation (AlertDialog) and toasts. The rows are generated
 * deterministically here; the page copy is kept in this file in all three languages, so the
 * language toolbar switches the whole page without adding demo text to the app's catalogue.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { PackageCheck, PackageX, Plus, Store, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation, type Language } from '@/i18n/i18n';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Breadcrumb, Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { DialogTrigger } from '@/design-system/components/Dialog';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { Inline } from '@/design-system/components/Inline';
import { Pagination } from '@/design-system/components/Pagination';
import { SearchField } from '@/design-system/components/SearchField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { Stack } from '@/design-system/components/Stack';
import { Stat } from '@/design-system/components/Stat';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/design-system/components/Table';
import { ToastRegion, createToastQueue, notify } from '@/design-system/components/Toast';
import { vars } from '@/design-system/theme/contract.css';

type Status = 'published' | 'draft' | 'outOfStock' | 'failed';
const statuses: Status[] = ['published', 'draft', 'outOfStock', 'failed'];
const statusTone: Record<Status, StatusTone> = { published: 'success', draft: 'neutral', outOfStock: 'warning', failed: 'danger' };

interface Product {
  id: number;
  name: Record<Language, string>;
  sku: string;
  price: number;
  stock: number;
  status: Status;
  picture: string;
}

/** The page's words in the three languages (sample content, like the rows). */
const copy = {
  en: {
    home: 'Home', products: 'Products', title: 'My products', import: 'Import products',
    total: 'Products', published: 'Published', attention: 'Need attention', viewFailed: 'View failed',
    search: 'Search products', searchPlaceholder: 'Name or SKU', status: 'Status', all: 'All states',
    deleteSelected: (n: number) => `Delete selected (${n})`, product: 'Product', sku: 'SKU', price: 'Price', stock: 'Stock',
    confirmTitle: (n: number) => `Delete ${n} products?`,
    confirmText: 'They are removed from your product list. Copies already published in your stores are not touched.',
    confirm: 'Delete', deleted: (n: number) => `${n} products deleted`, noMatch: 'No products match your filters',
    noMatchHint: 'Clear the search or choose another state.',
    states: { published: 'Published', draft: 'Draft', outOfStock: 'Out of stock', failed: 'Publishing failed' },
  },
  zh: {
    home: '首页', products: '商品', title: '我的商品', import: '导入商品',
    total: '商品总数', published: '已发布', attention: '需要处理', viewFailed: '查看发布失败',
    search: '搜索商品', searchPlaceholder: '商品名称或 SKU', status: '状态', all: '全部状态',
    deleteSelected: (n: number) => `删除所选（${n}）`, product: '商品', sku: 'SKU', price: '价格', stock: '库存',
    confirmTitle: (n: number) => `删除 ${n} 个商品？`,
    confirmText: '商品将从您的商品列表中移除，已发布到店铺的商品不受影响。',
    confirm: '删除', deleted: (n: number) => `已删除 ${n} 个商品`, noMatch: '没有符合筛选条件的商品',
    noMatchHint: '请清除搜索内容或选择其他状态。',
    states: { published: '已发布', draft: '草稿', outOfStock: '缺货', failed: '发布失败' },
  },
  tr: {
    home: 'Ana sayfa', products: 'Ürünler', title: 'Ürünlerim', import: 'Ürün içe aktar',
    total: 'Toplam ürün', published: 'Yayında', attention: 'İlgilenilmesi gereken', viewFailed: 'Başarısız yayınları gör',
    search: 'Ürün ara', searchPlaceholder: 'Ürün adı veya SKU', status: 'Durum', all: 'Tüm durumlar',
    deleteSelected: (n: number) => `Seçilenleri sil (${n})`, product: 'Ürün', sku: 'SKU', price: 'Fiyat', stock: 'Stok',
    confirmTitle: (n: number) => `${n} ürün silinsin mi?`,
    confirmText: 'Ürünler listenizden kaldırılır. Mağazalarınızda zaten yayınlanmış kopyalar etkilenmez.',
    confirm: 'Sil', deleted: (n: number) => `${n} ürün silindi`, noMatch: 'Filtrelerinizle eşleşen ürün yok',
    noMatchHint: 'Aramayı temizleyin veya başka bir durum seçin.',
    states: { published: 'Yayında', draft: 'Taslak', outOfStock: 'Stokta yok', failed: 'Yayınlama başarısız' },
  },
} as const;

const catalogue: Record<Language, string>[] = [
  { en: 'Linen summer shirt', zh: '亚麻夏季衬衫', tr: 'Keten yazlık gömlek' },
  { en: 'Ceramic mug set', zh: '陶瓷马克杯套装', tr: 'Seramik kupa seti' },
  { en: 'Wireless earbuds', zh: '无线蓝牙耳机', tr: 'Kablosuz kulaklık' },
  { en: 'Non-slip yoga mat', zh: '防滑瑜伽垫', tr: 'Kaymaz yoga matı' },
  { en: 'Leather card wallet', zh: '真皮卡包', tr: 'Deri kartlık' },
  { en: 'Steel vacuum bottle', zh: '不锈钢保温杯', tr: 'Çelik termos' },
  { en: 'LED desk lamp', zh: 'LED 台灯', tr: 'LED masa lambası' },
  { en: 'Cotton bath towel', zh: '纯棉浴巾', tr: 'Pamuklu banyo havlusu' },
];
const swatches = ['#5b7db1', '#b1735b', '#4f8a6e', '#8a6fb1', '#b19a5b', '#5b9fb1', '#b15b7d', '#6e7a8a'];

/** A small inline picture per product (no network). */
const picture = (color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${color}"/><circle cx="20" cy="17" r="8" fill="#fff" opacity=".85"/><rect x="9" y="29" width="22" height="4" rx="2" fill="#fff" opacity=".6"/></svg>`);

/** 57 products, the same on every run. */
function sampleProducts(count = 57): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const kind = index % catalogue.length;
    return {
      id: n,
      name: { en: `${catalogue[kind].en} ${n}`, zh: `${catalogue[kind].zh} ${n}`, tr: `${catalogue[kind].tr} ${n}` },
      sku: `MP-${String(10_000 + ((n * 7919) % 89_999)).padStart(5, '0')}`,
      price: 4 + ((n * 373) % 9_000) / 100,
      stock: (n * 37) % 180,
      // A rotation that does not line up with the catalogue, so names and states mix.
      status: statuses[(n * 5 + Math.floor(n / 3)) % statuses.length],
      picture: picture(swatches[(kind * 3 + Math.floor(n / catalogue.length)) % swatches.length]),
    };
  });
}

type ColumnId = 'name' | 'sku' | 'price' | 'stock' | 'status';

interface ProductListPageProps {
  initialProducts: Product[];
  onDelete: (ids: Key[]) => void;
  onImport: () => void;
}

function ProductListPage({ initialProducts, onDelete, onImport }: ProductListPageProps) {
  const { lang, locale } = useTranslation();
  const words = copy[lang];
  const [queue] = useState(createToastQueue);
  const [products, setProducts] = useState(initialProducts);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<Selection>(new Set());

  const money = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }), [locale]);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  const filtered = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(locale);
    const matches = products.filter(
      (product) =>
        (status === 'all' || product.status === status) &&
        (!needle || product.name[lang].toLocaleLowerCase(locale).includes(needle) || product.sku.toLocaleLowerCase(locale).includes(needle)),
    );
    const column = sort.column as ColumnId;
    const collator = new Intl.Collator(locale);
    matches.sort((a, b) =>
      column === 'price' || column === 'stock'
        ? a[column] - b[column]
        : column === 'name'
          ? collator.compare(a.name[lang], b.name[lang])
          : collator.compare(String(a[column]), String(b[column])),
    );
    if (sort.direction === 'descending') matches.reverse();
    return matches;
  }, [products, search, status, sort, lang, locale]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const rows = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const selectedIds = selected === 'all' ? rows.map((row) => row.id) : [...selected];
  const resetPaging = () => {
    setPage(1);
    setSelected(new Set());
  };

  const deleteSelected = () => {
    const ids = new Set<Key>(selectedIds);
    setProducts((list) => list.filter((product) => !ids.has(product.id)));
    setSelected(new Set());
    onDelete([...ids]);
    notify({ kind: 'success', message: words.deleted(ids.size) }, queue);
  };

  const columns: { id: ColumnId; name: string; sortable?: boolean }[] = [
    { id: 'name', name: words.product, sortable: true },
    { id: 'sku', name: words.sku },
    { id: 'price', name: words.price, sortable: true },
    { id: 'stock', name: words.stock, sortable: true },
    { id: 'status', name: words.status },
  ];

  const published = products.filter((product) => product.status === 'published').length;
  const attention = products.filter((product) => product.status === 'failed' || product.status === 'outOfStock').length;

  return (
    <Stack as="main" gap="lg" style={{ maxWidth: 1120, margin: '0 auto' }}>
      <Stack gap="xs">
        <Breadcrumbs>
          <Breadcrumb href="/dashboard">{words.home}</Breadcrumb>
          <Breadcrumb>{words.products}</Breadcrumb>
          <Breadcrumb href="/products/my-products">{words.title}</Breadcrumb>
        </Breadcrumbs>
        <Inline justify="space-between">
          <h1 style={{ margin: 0, fontSize: vars.font.size['2xl'], color: vars.color.text.default }}>{words.title}</h1>
          <Button iconStart={Plus} onPress={onImport}>
            {words.import}
          </Button>
        </Inline>
      </Stack>

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md }}>
        <Stat icon={<Store size={16} />} label={words.total} value={count.format(products.length)} />
        <Stat icon={<PackageCheck size={16} />} label={words.published} value={count.format(published)} />
        <Stat icon={<PackageX size={16} />} label={words.attention} value={count.format(attention)} href="/products/my-products?state=failed" linkLabel={words.viewFailed} />
      </div>

      <Card padding="md">
        <Stack gap="md">
          <Inline justify="space-between" align="flex-end">
            <Inline gap="sm" align="flex-end">
              <SearchField
                label={words.search}
                placeholder={words.searchPlaceholder}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  resetPaging();
                }}
                style={{ width: 260 }}
              />
              <Select
                label={words.status}
                value={status}
                onChange={(value) => {
                  setStatus((value ?? 'all') as Status | 'all');
                  resetPaging();
                }}
                style={{ width: 200 }}
              >
                <SelectItem id="all">{words.all}</SelectItem>
                {statuses.map((state) => (
                  <SelectItem key={state} id={state}>
                    {words.states[state]}
                  </SelectItem>
                ))}
              </Select>
            </Inline>
            <DialogTrigger>
              <Button variant="danger" iconStart={Trash2} isDisabled={selectedIds.length === 0}>
                {words.deleteSelected(selectedIds.length)}
              </Button>
              <AlertDialog title={words.confirmTitle(selectedIds.length)} variant="danger" confirmLabel={words.confirm} onConfirm={deleteSelected}>
                {words.confirmText}
              </AlertDialog>
            </DialogTrigger>
          </Inline>

          <Table aria-label={words.title} selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected} sortDescriptor={sort} onSortChange={setSort}>
            <TableHeader columns={columns}>
              {(column) => (
                <Column id={column.id} isRowHeader={column.id === 'name'} allowsSorting={column.sortable}>
                  {column.name}
                </Column>
              )}
            </TableHeader>
            <TableBody items={rows} emptyState={<EmptyState size="sm" title={words.noMatch} description={words.noMatchHint} />}>
              {(product) => (
                <Row id={product.id} columns={columns}>
                  {(column) => {
                    if (column.id === 'name') {
                      return (
                        <Cell textValue={product.name[lang]}>
                          <Inline gap="sm" noWrap>
                            <Image src={product.picture} alt="" width={36} height={36} eager />
                            <span>{product.name[lang]}</span>
                          </Inline>
                        </Cell>
                      );
                    }
                    if (column.id === 'price') return <Cell>{money.format(product.price)}</Cell>;
                    if (column.id === 'stock') return <Cell>{count.format(product.stock)}</Cell>;
                    if (column.id === 'status') {
                      return (
                        <Cell>
                          <StatusPill tone={statusTone[product.status]} size="sm" hasDot>
                            {words.states[product.status]}
                          </StatusPill>
                        </Cell>
                      );
                    }
                    return <Cell>{product.sku}</Cell>;
                  }}
                </Row>
              )}
            </TableBody>
          </Table>

          <Pagination
            page={currentPage}
            pageSize={pageSize}
            total={filtered.length}
            pageSizes={[10, 20, 50]}
            onPageChange={(next) => {
              setPage(next);
              setSelected(new Set());
            }}
            onPageSizeChange={(size) => {
              setPageSize(size);
              resetPaging();
            }}
          />
        </Stack>
      </Card>
      <ToastRegion queue={queue} />
    </Stack>
  );
}

const meta = {
  title: 'Flows/Product table',
  component: ProductListPage,
  args: { initialProducts: sampleProducts(), onDelete: fn(), onImport: fn() },
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-products'] },
    // React Aria's announcer leaves a live-region node that points at a closed dialog's title for
    // a few seconds; it is not the page's markup (same exclusion as the AlertDialog stories).
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

export const MyProducts: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first page shows 10 of 57 products', async () => {
      await expect(bodyRows(canvasElement)).toHaveLength(10);
      await expect(canvas.getByText('Total 57')).toBeVisible();
    });
  },
};

export const FilterSearchAndPage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('searching narrows the list and returns to page 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'mug');
      await expect(canvas.getByText('Total 7')).toBeVisible();
      await expect(bodyRows(canvasElement).every((row) => /Ceramic mug set/.test(row.textContent ?? ''))).toBe(true);
    });
    await step('the status filter combines with the search', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
      const rows = bodyRows(canvasElement);
      await expect(rows.length).toBeGreaterThan(0);
      await expect(rows.every((row) => /Draft/.test(row.textContent ?? ''))).toBe(true);
    });
    await step('a search with no match shows the empty state', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'zzz');
      await expect(canvas.getByText('No products match your filters')).toBeVisible();
    });
    await step('clearing the filters brings every product back, sorted by price on request', async () => {
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search products' }));
      await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'All states' }));
      await expect(canvas.getByText('Total 57')).toBeVisible();
      await userEvent.click(canvas.getByRole('columnheader', { name: /Price/ }));
      await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      const pager = canvas.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.querySelector('[aria-current="page"]')).toHaveAccessibleName('Page 2');
    });
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const deleteButton = () => canvas.getByRole('button', { name: /Delete selected/ });
    await step('nothing selected, nothing to delete', async () => {
      await expect(deleteButton()).toBeDisabled();
    });
    await step('select two products', async () => {
      const rows = bodyRows(canvasElement);
      await userEvent.click(within(rows[0]).getByRole('checkbox'));
      await userEvent.click(within(rows[1]).getByRole('checkbox'));
      await expect(deleteButton()).toHaveAccessibleName('Delete selected (2)');
    });
    await step('the confirmation names the count; confirming deletes and reports with a toast', async () => {
      await userEvent.click(deleteButton());
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 products?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete 2 products?' })).toBeNull());
      await expect(args.onDelete).toHaveBeenCalledOnce();
      const toast = await screen.findByRole('alertdialog', { name: '2 products deleted' });
      await expect(canvas.getByText('Total 55')).toBeVisible();
      await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ürünlerim' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('共 57 条')).toBeVisible();
  },
};
