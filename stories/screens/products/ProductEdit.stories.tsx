import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftOf, type ProductDraft } from '@/screens/products/draft';
import { ProductEditView, type ProductEditViewProps } from '@/screens/products/ProductEditView';
import { entry, imagesLoaded } from './fixtures';

function Stateful({ draft: initial, onChange, ...props }: ProductEditViewProps) {
  const [draft, setDraft] = useState<ProductDraft | undefined>(initial);
  return <ProductEditView {...props} isDirty draft={draft} onChange={(next) => { setDraft(next); onChange(next); }} />;
}

const meta = {
  title: 'Screens/Products/Edit product',
  component: ProductEditView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-products/edit/101'] },
    // React Aria's live announcer keeps a node labelled by a control a previous story unmounted.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { entry, draft: draftOf(entry), onChange: fn(), onSubmit: fn(), isSaving: false, isDirty: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProductEditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
    await step('images are reordered with the arrows; the first is the main image', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Move image 2 earlier' }));
      const last = args.onChange.mock.lastCall?.[0];
      await expect(last?.images[0]).toBe(entry.images[1]);
    });
    await step('a valid form is submitted', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const BadInputSavesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // The rule comes from the contract (minLength 1) and its message is translated.
    await expect(await canvas.findByText('Fill in this field.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerFieldError: Story = {
  args: { fieldErrors: { 'variants.0.compareAtPrice': 'Invalid input: variants.0.compareAtPrice must not be below the sell price.' } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByText(/variants.0.compareAtPrice must not be below/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entry: undefined, draft: undefined },
  parameters: { visual: { disable: true, reason: 'skeleton shimmer animates' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Loading…');
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '保存更改' })).toBeVisible();
  },
};
