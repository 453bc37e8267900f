import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { Cell, Column, Row, Table, TableBody, TableHeader, tableDensities, type TableProps } from '@/design-system/components/Table';

interface Product {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: [StatusTone, string];
}

const names = ['Linen shirt', 'Seramik kupa seti', '无线蓝牙耳机', 'Yoga mat', 'Deri cüzdan', '不锈钢保温杯', 'Desk lamp', 'Pamuklu havlu'];
const statuses: [StatusTone, string][] = [
  ['success', 'Published'],
  ['neutral', 'Draft'],
  ['warning', 'Out of stock'],
  ['danger', 'Failed'],
];

/** Deterministic sample rows: the same data on every run, so screenshots are stable. */
function makeProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: n,
      name: `${names[index % names.length]} #${n}`,
      sku: `SKU-${String((n * 7919) % 100000).padStart(5, '0')}`,
      price: ((n * 37) % 9000) / 100 + 1,
      stock: (n * 13) % 250,
      status: statuses[(n + Math.floor(n / names.length)) % statuses.length],
    };
  });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns = [
  { id: 'name', name: 'Product', isRowHeader: true, allowsSorting: true },
  { id: 'sku', name: 'SKU' },
  { id: 'price', name: 'Price', allowsSorting: true },
  { id: 'stock', name: 'Stock', allowsSorting: true },
  { id: 'status', name: 'Status' },
] as const;

type ColumnId = (typeof columns)[number]['id'];

function compare(a: Product, b: Product, column: ColumnId): number {
  if (column === 'price' || column === 'stock') return a[column] - b[column];
  if (column === 'status') return a.status[1].localeCompare(b.status[1]);
  return a[column].localeCompare(b[column]);
}

function ProductCell({ product, column }: { product: Product; column: ColumnId }) {
  if (column === 'price') return <Cell>{usd.format(product.price)}</Cell>;
  if (column === 'stock') return <Cell>{product.stock}</Cell>;
  if (column === 'status') {
    return (
      <Cell>
        <StatusPill tone={product.status[0]} size="sm">
          {product.status[1]}
        </StatusPill>
      </Cell>
    );
  }
  return <Cell>{product[column]}</Cell>;
}

interface ProductTableProps extends Omit<TableProps, 'children'> {
  rows: number;
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** A product table as screens build it: sortable, with the body's states. */
function ProductTable({ rows, isLoading, error, onRetry, ...tableProps }: ProductTableProps) {
  const products = useMemo(() => makeProducts(rows), [rows]);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const list = [...products].sort((a, b) => compare(a, b, sort.column as ColumnId));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [products, sort]);
  return (
    <Table aria-label="Products" sortDescriptor={sort} onSortChange={setSort} {...tableProps}>
      <TableHeader columns={columns}>
        {(column) => (
          <Column id={column.id} isRowHeader={'isRowHeader' in column} allowsSorting={'allowsSorting' in column}>
            {column.name}
          </Column>
        )}
      </TableHeader>
      <TableBody items={sorted} isLoading={isLoading} error={error} onRetry={onRetry}>
        {(product) => (
          <Row id={product.id} columns={columns}>
            {(column) => <ProductCell product={product} column={column.id} />}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: ProductTable,
  subcomponents: { Table, TableHeader, Column, TableBody, Row, Cell },
  args: { rows: 6, selectionMode: 'multiple', onSelectionChange: fn(), onRowAction: undefined },
  argTypes: { density: { control: 'inline-radio', options: tableDensities } },
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

export const SortAndSelect: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('sorted by product name to start with', async () => {
      await expect(canvas.getByRole('columnheader', { name: /Product/ })).toHaveAttribute('aria-sort', 'ascending');
    });
    await step('clicking a sortable column sorts by it, a second click reverses', async () => {
      const price = canvas.getByRole('columnheader', { name: /Price/ });
      await userEvent.click(price);
      await expect(price).toHaveAttribute('aria-sort', 'ascending');
      const ascending = bodyRows(canvasElement).map((row) => row.textContent);
      await userEvent.click(price);
      await expect(price).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows(canvasElement).map((row) => row.textContent)).toEqual(ascending.reverse());
    });
    await step('select-all selects every row; a row checkbox deselects one', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
      await expect(bodyRows(canvasElement).every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
      const first = bodyRows(canvasElement)[0];
      await userEvent.click(within(first).getByRole('checkbox'));
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await expect((canvas.getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement).indeterminate).toBe(true);
    });
    await step('arrow keys move between rows, Space toggles selection', async () => {
      bodyRows(canvasElement)[0].focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(bodyRows(canvasElement)[1]).toHaveFocus());
      await userEvent.keyboard(' ');
      await expect(bodyRows(canvasElement)[1]).toHaveAttribute('aria-selected', 'false');
    });
  },
};

export const Compact: Story = { args: { density: 'compact', rows: 8, selectionMode: 'none' } };

export const Loading: Story = {
  args: { rows: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeInTheDocument();
  },
};

export const LoadingNextPage: Story = {
  args: { rows: 5, isLoading: true },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('tbody');
    await expect(body).toHaveAttribute('data-loading', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

export const Failed: Story = {
  args: { rows: 5, error: 'The product list could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args, step }) => {
    await step('rows give way to the error and a retry button', async () => {
      const alert = within(canvasElement).getByRole('alert');
      await expect(alert).toHaveTextContent('The product list could not be loaded.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledOnce();
    });
  },
};

export const Empty: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const EmptyChinese: Story = {
  args: { rows: 0 },
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: { rows: 40, maxHeight: '280px', selectionMode: 'none' },
  play: async ({ canvasElement, step }) => {
    const box = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    const header = within(canvasElement).getByRole('columnheader', { name: /Product/ });
    await step('the header stays at the top of the scroll box while the rows scroll', async () => {
      box.scrollTop = 600;
      await waitFor(() => expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(box.getBoundingClientRect().top) + 1));
      box.scrollTop = 0;
    });
  },
};

/**
 * React Stately's virtualizer renders every row when NODE_ENV is "test" unless
 * `process.env.VIRT_ON` is set (a switch meant for jsdom, which has no layout). Story tests run
 * in a real browser with NODE_ENV "test" and no `process`, so this story switches real
 * virtualisation on, and off again afterwards. Outside tests the check never runs.
 */
function enableVirtualizationInTests() {
  const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
  if (scope.process) return undefined;
  scope.process = { env: { VIRT_ON: '1' } };
  return () => {
    delete scope.process;
  };
}

/** 10,000 rows in React Aria's Virtualizer: only the rows in view are in the DOM. */
export const Virtualized: Story = {
  args: { rows: 10_000, isVirtualized: true, maxHeight: '420px', selectionMode: 'none' },
  beforeEach: enableVirtualizationInTests,
  play: async ({ canvasElement, step }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Products' });
    await step('the grid reports all 10,000 rows but renders only a window of them', async () => {
      await expect(grid).toHaveAttribute('aria-rowcount', '10001');
      await expect(bodyRows(canvasElement).length).toBeLessThan(60);
    });
    await step('scrolling to the end brings the last rows in', async () => {
      grid.scrollTop = grid.scrollHeight;
      await waitFor(() => expect(bodyRows(canvasElement).at(-1)).toHaveAttribute('aria-rowindex', '10001'));
      await expect(bodyRows(canvasElement).length).toBeLessThan(60);
    });
    await step('Ctrl+Home and Ctrl+End jump between the first and the last row by keyboard', async () => {
      grid.scrollTop = 0;
      await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2'));
      bodyRows(canvasElement)[0].focus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
      await waitFor(() => expect(grid.scrollTop).toBe(0));
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tableDensities.map((density) => (
        <ProductTable
          key={density}
          aria-label={`Products ${density}`}
          rows={4}
          density={density}
          selectionMode="multiple"
          defaultSelectedKeys={new Set([2]) as Selection}
          disabledKeys={[3]}
        />
      ))}
      <ProductTable aria-label="Products loading" rows={0} isLoading />
      <ProductTable aria-label="Products failed" rows={0} error="Ürün listesi yüklenemedi." onRetry={() => undefined} />
    </div>
  ),
};
