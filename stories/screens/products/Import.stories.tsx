import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobProgressView } from '@/kit/jobs';
import { ImportView } from '@/screens/products/ImportView';
import { ImportRecordsView } from '@/screens/products/ImportRecordsView';
import { importFailures, importJob, importRecords, runningJob } from './fixtures';

const meta = {
  title: 'Screens/Products/Import',
  component: ImportView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/import-list-batch'] },
    // React Aria's live announcer keeps a node labelled by a control a previous story unmounted.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { onTemplate: fn(), onFile: fn(), isUploading: false },
} satisfies Meta<typeof ImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Template (Excel)' }));
    await expect(args.onTemplate).toHaveBeenCalledWith('xlsx');
  },
};

export const Running: Story = {
  args: { job: <JobProgressView job={runningJob} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '652');
  },
};

export const FinishedWithErrors: Story = {
  args: { job: <JobProgressView job={importJob} failures={importFailures} onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Failed rows (50)' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list).toHaveTextContent('Row 14 · spu: No catalogue product has this code.');
    await expect(canvas.getByText('and 45 more')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry failed rows' })).toBeEnabled();
  },
};

export const WrongFile: Story = {
  args: { fileProblem: 'Choose a .csv or .xlsx file.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
  },
};

export const Records: StoryObj<typeof ImportRecordsView> = {
  render: () => <ImportRecordsView records={importRecords.records} isLoading={false} error={null} onRetry={fn()} hasMore onMore={fn()} hasPrevious={false} onFirst={fn()} />,
  parameters: { router: { initialEntries: ['/products/import-record'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'products-october.csv' })).toHaveAttribute('href', '/products/import-list-batch?job=77');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
