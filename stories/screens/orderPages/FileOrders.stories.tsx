import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobProgressView } from '@/kit/jobs';
import { FileOrdersView } from '@/screens/orderFiles/FileOrdersView';
import { FileLogView } from '@/screens/orderFiles/FileLogView';
import { ExportView } from '@/screens/orderFiles/ExportView';
import { DownloadsView } from '@/screens/orderFiles/DownloadsView';
import { exportList, fileFailures, fileJob, fileLog, readyExport } from './fixtures';

const meta = {
  title: 'Screens/Orders/File orders',
  component: FileOrdersView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/ftp'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { onTemplate: fn(), onFile: fn(), isUploading: false, canSeeLog: true },
} satisfies Meta<typeof FileOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/orderRef\*, sku\*, quantity\*/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Template (CSV)' }));
    await expect(args.onTemplate).toHaveBeenCalledWith('csv');
    await expect(canvas.getByRole('link', { name: 'FTP import log' })).toHaveAttribute('href', '/orders/ftp/log/list/all');
  },
};

export const FinishedWithErrors: Story = {
  args: {
    jobId: 41,
    job: <JobProgressView job={fileJob} failures={fileFailures} onRetry={fn()} itemLabel={(item) => `Row ${item.seq} (${item.input.orderRef ?? ''})`} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /Failed rows/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('Row 14 (SO-1014)');
    await expect(canvas.getByRole('link', { name: 'FTP import log' })).toHaveAttribute('href', '/orders/ftp/log/list/all?jobId=41');
  },
};

export const WrongFile: Story = {
  args: { fileProblem: 'Choose a .csv or .xlsx file.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
  },
};

export const Log: StoryObj<typeof FileLogView> = {
  render: () => (
    <FileLogView type="all" onType={fn()} onAllUploads={fn()} records={fileLog.records} isLoading={false} error={null} onRetry={fn()}
      hasMore onMore={fn()} hasPrevious={false} onFirst={fn()} />
  ),
  parameters: { router: { initialEntries: ['/orders/ftp/log/list/all'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Row 14 of november-orders.xlsx' })).toBeVisible();
    await expect(canvas.getByText('MP20261120000101')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Failed rows' })).toBeVisible();
  },
};

export const LogFailedOfOneUpload: StoryObj<typeof FileLogView> = {
  render: (args) => <FileLogView {...args} />,
  args: {
    type: 'failed', jobId: 41, onType: fn(), onAllUploads: fn(), records: fileLog.records.filter((r) => r.state === 'failed'), isLoading: false, error: null,
    onRetry: fn(), hasMore: false, onMore: fn(), hasPrevious: false, onFirst: fn(),
  },
  parameters: { router: { initialEntries: ['/orders/ftp/log/list/failed?jobId=41'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The rows of upload #41.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'All rows' }));
    await expect(args.onType).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getByRole('button', { name: 'All uploads' }));
    await expect(args.onAllUploads).toHaveBeenCalled();
  },
};

export const Export: StoryObj<typeof ExportView> = {
  render: (args) => <ExportView {...args} />,
  args: { filter: { status: 'shipped', startDate: '2026-11-01', endDate: '2026-11-20' }, format: 'xlsx', onFormat: fn(), onExport: fn(), isExporting: false, listHref: '/orders/list?status=shipped' },
  parameters: { router: { initialEntries: ['/orders/downloadExcel?status=shipped'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Filter' })).toHaveTextContent('Status: Shipped');
    await userEvent.click(canvas.getByRole('radio', { name: 'CSV (.csv)' }));
    await expect(args.onFormat).toHaveBeenCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const ExportReady: StoryObj<typeof ExportView> = {
  ...Export,
  args: { ...Export.args, result: readyExport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,284 orders are ready.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download XLSX' })).toHaveAttribute('href', readyExport.downloadUrl);
  },
};

export const Downloads: StoryObj<typeof DownloadsView> = {
  render: () => <DownloadsView records={exportList} isLoading={false} error={null} onRetry={fn()} />,
  parameters: { router: { initialEntries: ['/orders/download'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /Download the XLSX export/ })).toHaveLength(1);
    await expect(canvas.getByText('Preparing')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};
