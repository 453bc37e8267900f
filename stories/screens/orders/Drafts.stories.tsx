import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftsView, type DraftsViewProps } from '@/screens/orders/DraftsView';
import { orderPage } from './fixtures';

const drafts = { ...orderPage, records: orderPage.records.filter((row) => row.status === 'draft'), total: 2, nextCursor: null };

function Stateful({ selected: initial, ...props }: DraftsViewProps) {
  const [selected, setSelected] = useState<Selection>(initial ?? new Set());
  return <DraftsView {...props} selected={selected} onSelectionChange={setSelected} />;
}

const meta = {
  title: 'Screens/Orders/Draft orders',
  component: DraftsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/draft'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: { status: 'draft' }, page: drafts, isLoading: false, error: null, onRetry: fn(), isKeyset: false, onFilters: fn(), onClearFilters: fn(),
    onPage: fn(), onPageSize: fn(), onNextCursor: fn(), onPreviousCursor: fn(), selected: new Set(), onSelectionChange: fn(),
    onProcess: fn(), onSubmit: fn(async () => undefined), isSubmitting: false,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DraftsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each draft still needs; selecting both offers processing both and submitting the ready one. */
export const Drafts: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Item not matched')).toBeVisible();
    await expect(canvas.getByText('Ready to submit')).toBeVisible();
    await step('select both', async () => {
      for (const row of drafts.records) await userEvent.click(within(canvas.getByRole('row', { name: new RegExp(row.number) })).getByRole('checkbox'));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit 1 ready' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([drafts.records[1].id]);
    await userEvent.click(canvas.getByRole('button', { name: 'Process selected' }));
    await expect(args.onProcess).toHaveBeenCalledWith(drafts.records.map((row) => row.id));
  },
};
