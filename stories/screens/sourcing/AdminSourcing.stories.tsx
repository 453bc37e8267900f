import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSourcingView } from '@/screens/sourcing/AdminSourcingView';
import { adminPage, tinyPng } from './fixtures';

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

/** A request asked by picture: opening its answer dialog loads the picture, shown with its text alternative. */
export const AnswerShowsThePicture: Story = {
  args: {
    page: { ...adminPage, records: adminPage.records.map((r) => (r.id === 7 ? { ...r, channel: 'image', hasImage: true } : r)) },
    onAnswerOpen: fn(),
    answerImage: tinyPng,
  },
  parameters: { visual: { disable: true, reason: 'interaction story; a 1 × 1 picture in a dialog' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer request Folding camp stool' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(args.onAnswerOpen).toHaveBeenCalledWith(7);
    const picture = dialog.getByRole('img', { name: 'The picture the merchant sent for Folding camp stool' });
    await expect(picture).toHaveAttribute('src', tinyPng);
  },
};

/** No picture for a request asked by link: the dialog shows none (and no placeholder). */
export const AnswerWithoutPicture: Story = {
  args: { onAnswerOpen: fn() },
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Answer request Folding camp stool' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};
