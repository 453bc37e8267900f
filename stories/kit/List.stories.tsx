import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { SearchField } from '@/design-system/components/SearchField';
import { CallPortContext, fakeCalls, type CallData, type FakeHandlers } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { BulkActionBar, ColumnChooser, FilterBar, type DataColumn } from '@/kit/list';
import { DataTable } from '@/kit/list/DataTable';
import { DetailPage, Page } from '@/kit/page';
import { SavedViews } from '@/kit/views';
import { skuListRows } from '../screens/products/fixtures';

type Row = CallData<'skuListAll'>['records'][number];

const columns: DataColumn<Row>[] = [
  { id: 'title', label: 'Product', isRowHeader: true, render: (row) => row.title },
  { id: 'goodsId', label: 'Code', render: (row) => row.goodsId },
  { id: 'variants', label: 'Variants', render: (row) => row.variantCount },
  { id: 'source', label: 'Source', defaultHidden: true, render: (row) => row.thirdFrom ?? '—' },
];

/** A list built from the kit: filter bar (with saved views and the column chooser), bulk bar, table. */
function KitList({ rows, onRemove, handlers }: { rows: Row[] | undefined; onRemove: (ids: number[]) => void; handlers: FakeHandlers }) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const [visible, setVisible] = useState<readonly string[] | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const ids = selected === 'all' ? (rows ?? []).map((row) => row.id) : [...selected].map(Number);
  return (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls(handlers)}>
        <Page title="Products" description="A list built from the kit" primaryAction={<Button variant="primary">Add</Button>}>
          <FilterBar
            isFiltered={keyword !== ''}
            onClear={() => setKeyword('')}
            end={<>
              <SavedViews listKey="skuListAll" query={{ keyword }} onApply={(filter) => setKeyword(typeof filter.keyword === 'string' ? filter.keyword : '')} />
              <ColumnChooser columns={columns} visible={visible} onChange={(next) => setVisible(next ?? undefined)} />
            </>}
          >
            <SearchField label="Keyword" value={keyword} onChange={setKeyword} />
          </FilterBar>
          <BulkActionBar count={ids.length} onClear={() => setSelected(new Set())}>
            <Button variant="danger" size="sm" onPress={() => onRemove(ids)}>Remove selected</Button>
          </BulkActionBar>
          <DataTable aria-label="Products" columns={columns} visibleColumns={visible} rows={rows} selectedKeys={selected} onSelectionChange={setSelected} />
        </Page>
      </CallPortContext.Provider>
    </DataProvider>
  );
}

const views: CallData<'viewList'> = [
  { id: 1, listKey: 'skuListAll', name: null, filter: {}, columns: [], updatedAt: '2026-11-01T10:00:00.000Z' },
  { id: 2, listKey: 'skuListAll', name: 'Mugs', filter: { keyword: 'mug' }, columns: [], updatedAt: '2026-11-01T10:00:00.000Z' },
];

const meta = {
  title: 'Kit/List',
  component: KitList,
  parameters: {
    layout: 'padded',
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    rows: skuListRows,
    onRemove: fn(),
    handlers: {
      viewList: () => views,
      viewSave: ({ body }) => ({ ...views[1], id: 3, name: body?.name ?? null, filter: body?.filter ?? {} }),
      viewDelete: () => null,
    },
  },
} satisfies Meta<typeof KitList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectionAndBulkBar: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('select two rows: the bulk bar counts them', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Linen shirt/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: /Ceramic mug/ }));
      await expect(await canvas.findByText('2 selected')).toBeVisible();
    });
    await step('the bulk action gets the selected ids', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
      await expect(args.onRemove).toHaveBeenCalledWith([skuListRows[0].id, skuListRows[1].id]);
    });
  },
};

export const ChosenColumnsByKeyboard: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the chooser is shot in Screens/Products/My products' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Choose columns' });
    // Tab to the first checkbox that can change ("Code"), untick it with Space; tick "Source".
    body.getByRole('checkbox', { name: 'Code' }).focus();
    await userEvent.keyboard(' ');
    body.getByRole('checkbox', { name: 'Source' }).focus();
    await userEvent.keyboard(' ');
    body.getByRole('button', { name: 'Apply' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    await expect(headers).toContain('Source');
    await expect(headers).not.toContain('Code');
  },
};

export const SavedViewsMenu: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the menu is an overlay' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menu = await canvas.findByRole('button', { name: 'Saved views' });
    await waitFor(() => expect(menu).toBeEnabled());
    await userEvent.click(menu);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Mugs' }));
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('mug');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The menu is built on first use: focus reaching its look-alike builds it, and the keyboard opens it as before. */
export const SavedViewsMenuByKeyboard: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the menu is an overlay' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const look = await canvas.findByRole('button', { name: 'Saved views' });
    await waitFor(() => expect(look).toBeEnabled());
    await expect(look).toHaveAttribute('aria-haspopup', 'true');
    look.focus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Saved views' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Saved views' });
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Saved views' })).toHaveFocus();
  },
};

export const Loading: Story = { args: { rows: undefined } };

function Detail({ title }: { title: string | undefined }) {
  return (
    <DetailPage recordTitle={title} description="One record" secondaryActions={<Button variant="secondary">Back</Button>}>
      <p>Details of the record.</p>
    </DetailPage>
  );
}

export const DetailPageLoaded: StoryObj<typeof Detail> = {
  render: () => <Detail title="Linen shirt" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
  },
};

export const DetailPageLoading: StoryObj<typeof Detail> = {
  render: () => <Detail title={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Loading…');
  },
};
