import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SourcingListView } from '@/screens/sourcing/SourcingListView';
import { sourcingPage } from './fixtures';

const meta = {
  title: 'Screens/Sourcing/Smart sourcing',
  component: SourcingListView,
  parameters: { layout: 'padded', router: { initialEntries: ['/sourcing/smart'] } },
  args: {
    query: {}, page: sourcingPage, isLoading: false, error: null, onRetry: fn(), onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(),
    onCreate: fn(async () => undefined), isCreating: false, createErrors: null,
  },
} satisfies Meta<typeof SourcingListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Smart sourcing' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All (5)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Insulated bottle 1 l' })).toHaveAttribute('href', '/sourcing/smart/detail?id=3');
    await expect(canvas.getByText('Quoted $4.55')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Found (1)' }));
    await expect(args.onFilters).toHaveBeenCalledWith({ status: 'found' });
  },
};

export const NewRequest: Story = {
  args: { defaultFormOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Ask for a product' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /Product name/ }), 'Camp stool');
    await userEvent.type(form.getByRole('textbox', { name: /Product link/ }), 'https://example.com/stool');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ channel: 'url', title: 'Camp stool', sourceUrl: 'https://example.com/stool' });
  },
};

export const ByDescriptionWithServerError: Story = {
  args: { defaultFormOpen: true, createErrors: { description: 'Describe the product in at least 10 characters.' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Ask for a product' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Description' }));
    await expect(within(dialog).getByText('Describe the product in at least 10 characters.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { page: { records: [], total: 0, pageNo: 1, pageSize: 20, counts: { submitted: 0, in_progress: 0, found: 0, not_found: 0, canceled: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sourcing requests')).toBeVisible();
  },
};
