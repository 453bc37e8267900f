import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSourcingView } from '@/screens/sourcing/AdminSourcingView';
import { adminPage } from './fixtures';

const meta = {
  title: 'Screens/Sourcing/Staff sourcing requests',
  component: AdminSourcingView,
  parameters: { layout: 'padded', router: { initialEntries: ['/admin/sourcing/list'] } },
  args: {
    query: {}, page: adminPage, isLoading: false, error: null, onRetry: fn(), onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(),
    onTake: fn(), onAnswer: fn(async () => undefined), isAnswering: false, answerErrors: null, onProductSearch: fn(),
    productOptions: [{ id: 12, spu: 'CJ-FIT-000012', title: 'Classic Water bottle Navy', minCost: 430 }],
  },
} satisfies Meta<typeof AdminSourcingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sourcing requests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Take request Folding camp stool' }));
    await expect(args.onTake).toHaveBeenCalledWith(7);
  },
};

export const AnswerNotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer request Collapsible silicone bowl set' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Not found' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Note to the merchant/ }), 'Discontinued by the maker.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(2, { found: false, note: 'Discontinued by the maker.' });
  },
};
