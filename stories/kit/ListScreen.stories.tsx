import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sourcingCalls, sourcingStatuses } from '@/api/contract/sourcing';
import { Button } from '@/design-system/components/Button';
import { CallPortContext, fakeCalls, fakeFailure, type CallData, type CallInput } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { ListScreen, useListBinding, type DataColumn } from '@/kit/list';
import { sourcingPage } from '../screens/sourcing/fixtures';

type Row = CallData<'sourcingList'>['records'][number];

const columns: DataColumn<Row>[] = [
  { id: 'title', label: 'Request', isRowHeader: true, render: (row) => row.title },
  { id: 'status', label: 'Status', render: (row) => row.status },
];

/** The fake list call: filters the fixture rows by the query the URL describes. */
function sourcingList({ query }: CallInput<'sourcingList'>): CallData<'sourcingList'> {
  const keyword = query?.keyword?.toLowerCase();
  const records = sourcingPage.records.filter((row) => (!query?.status || row.status === query.status) && (!keyword || row.title.toLowerCase().includes(keyword)));
  return { ...sourcingPage, records, total: records.length };
}

/** A whole list screen declared with the kit: useListBinding (URL ↔ call ↔ selection) and ListScreen. */
function DeclaredList({ onAct }: { onAct: (ids: number[]) => void }) {
  const list = useListBinding('sourcingList', sourcingCalls.sourcingList, { loadFailed: 'sourcing.list.loadFailed', selectable: true });
  const { search } = useLocation();
  return (
    <>
      <ListScreen
        list={list.props}
        title="Requests"
        keyword={{ label: 'Search' }}
        isFiltered={Boolean(list.props.query.keyword)}
        tableLabel="Requests"
        columns={columns}
        empty={{ title: 'No requests' }}
        emptyFiltered={{ title: 'No request matches' }}
        renderBulkActions={(ids) => <Button size="sm" onPress={() => onAct(ids)}>Act on the selected</Button>}
        tabs={{
          label: 'Statuses',
          selectedKey: list.props.query.status ?? 'all',
          items: [{ id: 'all', label: 'All' }, ...sourcingStatuses.map((s) => ({ id: s, label: s, count: String(list.page?.counts[s] ?? 0) }))],
          onChange: (key) => list.props.onFilters({ status: sourcingStatuses.find((s) => s === key) }),
        }}
      />
      <p>URL: <output aria-label="URL">{search}</output></p>
    </>
  );
}

const meta = {
  title: 'Kit/List screen',
  component: DeclaredList,
  parameters: { layout: 'padded', router: { initialEntries: ['/sourcing/smart'] } },
  args: { onAct: fn() },
  render: (args) => (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls({ sourcingList })}>
        <DeclaredList {...args} />
      </CallPortContext.Provider>
    </DataProvider>
  ),
} satisfies Meta<typeof DeclaredList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyword and the tab go to the URL and the call; a filter change clears the selection; clear filters empties the URL. */
export const BoundToTheUrl: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the screens built on ListScreen are shot by their own stories' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const url = () => canvas.getByRole('status', { name: 'URL' });
    // The loading skeleton has as many rows as a page: wait for the data's rows, not for a row count.
    await waitFor(() => expect(canvas.getByRole('row', { name: /Folding camp stool/ })).toBeInTheDocument());
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await step('a selected row shows the bulk bar, its action gets the ids', async () => {
      await userEvent.click(within(canvas.getByRole('row', { name: /Folding camp stool/ })).getByRole('checkbox'));
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('1 selected');
      await userEvent.click(canvas.getByRole('button', { name: 'Act on the selected' }));
      await expect(args.onAct).toHaveBeenCalledWith([7]);
    });
    await step('the keyword applies on Enter, into the URL; the selection is cleared', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'bottle{Enter}');
      await waitFor(() => expect(url()).toHaveTextContent('?keyword=bottle'));
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
      await expect(canvas.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull();
    });
    await step('a tab adds its status, keeping the keyword; the tab shows its count', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: /not_found/ }));
      await waitFor(() => expect(url()).toHaveTextContent('?keyword=bottle&status=not_found'));
      await expect(await canvas.findByText('No request matches')).toBeVisible();
    });
    await step('clear filters empties the URL and the keyword field', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]);
      await waitFor(() => expect(url()).toHaveTextContent(/^$/));
      await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    });
  },
};

/** A fixed field wins over the URL (the drafts list is the order list with `status: 'draft'`). */
function FixedList() {
  const list = useListBinding('sourcingList', sourcingCalls.sourcingList, { loadFailed: 'sourcing.list.loadFailed', fixed: { status: 'found' } });
  return (
    <ListScreen list={list.props} title="Found requests" keyword={{ label: 'Search' }} isFiltered={Boolean(list.props.query.keyword)}
      tableLabel="Requests" columns={columns} empty={{ title: 'No requests' }} />
  );
}

export const FixedField: StoryObj<typeof FixedList> = {
  render: () => (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls({ sourcingList })}>
        <FixedList />
      </CallPortContext.Provider>
    </DataProvider>
  ),
  parameters: { router: { initialEntries: ['/sourcing/smart?status=canceled'] }, visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('rowheader', { name: 'Insulated bottle 1 l' })).toBeVisible();
  },
};

/** A failed load shows the list's translated message with a retry, which loads again. */
export const LoadFailedThenRetry: StoryObj<typeof FixedList> = {
  render: () => {
    let calls = 0;
    const failingOnce = (input: CallInput<'sourcingList'>) => {
      calls += 1;
      if (calls === 1) throw fakeFailure('sourcingList', 500, 'Server error');
      return sourcingList(input);
    };
    return (
      <DataProvider>
        <CallPortContext.Provider value={fakeCalls({ sourcingList: failingOnce })}>
          <FixedList />
        </CallPortContext.Provider>
      </DataProvider>
    );
  },
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The requests could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Insulated bottle 1 l' })).toBeVisible());
  },
};
