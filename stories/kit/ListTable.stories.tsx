import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { StatusPill } from '@/design-system/components/StatusPill';
import { ListTable, type DataColumn } from '@/kit/list';

interface Row {
  id: number;
  number: string;
  state: 'paid' | 'unpaid';
  totalCents: number;
  buyer: string;
  note: string | null;
  createdAt: string;
}

const rows: Row[] = [
  { id: 1, number: 'MP202611240001', state: 'paid', totalCents: 4820, buyer: 'Grace Hopper', note: 'Gift wrap', createdAt: 'Nov 24, 2026' },
  { id: 2, number: 'MP202611230002', state: 'unpaid', totalCents: 12_999, buyer: 'Ada Lovelace', note: null, createdAt: 'Nov 23, 2026' },
];

type Props = { width: number; onOpen(id: number): void };

/** A list laid out by its own screen: ListTable decides table or cards from the width it is given. */
function Orders({ width, onOpen }: Props) {
  const columns: DataColumn<Row>[] = [
    { id: 'number', label: 'Order', isRowHeader: true, render: (row) => row.number },
    { id: 'state', label: 'State', phone: 'primary', render: (row) => <StatusPill tone={row.state === 'paid' ? 'success' : 'warning'} hasDot>{row.state === 'paid' ? 'Paid' : 'Awaiting payment'}</StatusPill> },
    { id: 'total', label: 'Total', phone: 'primary', render: (row) => `$${(row.totalCents / 100).toFixed(2)}` },
    { id: 'buyer', label: 'Buyer', render: (row) => row.buyer },
    { id: 'note', label: 'Note', render: (row) => row.note },
    { id: 'createdAt', label: 'Created', phone: 'hide', render: (row) => row.createdAt },
    { id: 'summary', label: 'Summary', phone: 'only', render: (row) => `${row.buyer}, ${row.createdAt}` },
    { id: 'actions', label: 'Actions', phone: 'actions', render: (row) => <Button size="sm" variant="secondary" aria-label={`Open ${row.number}`} onPress={() => onOpen(row.id)}>Open</Button> },
  ];
  return (
    <div style={{ width }}>
      <ListTable aria-label="Orders" columns={columns} rows={rows} rowLabel={(row) => row.number} />
    </div>
  );
}

const meta = {
  title: 'Kit/ListTable',
  component: Orders,
  parameters: { layout: 'padded', a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  args: { width: 358, onOpen: fn() },
} satisfies Meta<typeof Orders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrower than 600 px: cards, each column where its `phone` rank puts it. */
export const Phone: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Orders' });
    const card = within(list).getByRole('row', { name: 'MP202611240001' });
    await step('primary: on the first line; its label is for screen readers only', async () => {
      await expect(within(card).getByText('Paid')).toBeVisible();
      await expect(within(card).getByText('$48.20')).toBeVisible();
      await expect(within(card).getByText('State:')).toBeInTheDocument();
    });
    await step('default and only: label: value lines; hide: not on the card; a blank value leaves its line out', async () => {
      await expect(within(card).getByText('Buyer:')).toBeVisible();
      await expect(within(card).getByText('Summary:')).toBeVisible();
      await expect(within(card).queryByText('Created:')).toBeNull();
      await expect(within(card).getByText('Note:')).toBeVisible();
      await expect(within(within(list).getByRole('row', { name: 'MP202611230002' })).queryByText('Note:')).toBeNull();
    });
    await step('actions: on the last line, pressed by touch or keyboard', async () => {
      await userEvent.click(within(card).getByRole('button', { name: 'Open MP202611240001' }));
      await expect(args.onOpen).toHaveBeenCalledWith(1);
    });
  },
};

/** Wide enough: the table, with every column but the card-only summary. */
export const Wide: Story = {
  args: { width: 900 },
  parameters: { visual: { disable: true, reason: 'the table is DataTable\'s own; shot in Kit/List' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Orders' });
    await expect(table.tagName).toBe('TABLE');
    await expect(within(table).getByRole('columnheader', { name: 'Created' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Summary' })).toBeNull();
  },
};
