import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyProductsView, type MyProductsViewProps } from '@/screens/products/MyProductsView';
import { imagesLoaded, skuListPage } from './fixtures';

/** Four entries: the cards of a phone's first screens (lazy pictures further down would load only when scrolled to). */
const page = { ...skuListPage, records: skuListPage.records.slice(0, 4) };
const first = page.records[0]!;
const second = page.records[1]!;

/** The selection held as the screen holds it (the bulk bar counts it). */
function WithSelection(props: MyProductsViewProps) {
  const [selected, setSelected] = useState<Selection>(new Set());
  return <MyProductsView {...props} selected={selected} onSelectionChange={setSelected} />;
}

/** My products on a 390 px phone: the kit list shows each row as a card instead of a sideways-scrolling table. */
const meta = {
  title: 'Screens/Products/My products on a phone',
  component: MyProductsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-products'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  globals: { viewport: { value: 'phone' } },
  args: {
    query: {}, page, isLoading: false, error: null, onRetry: fn(), isKeyset: false,
    onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(), onNextCursor: fn(), onPreviousCursor: fn(),
    onRemove: fn(async () => undefined), onRemoveAll: fn(async () => undefined), canImport: true,
  },
  render: (args) => <WithSelection {...args} />,
} satisfies Meta<typeof MyProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;


export const Cards: Story = {
  play: async ({ canvasElement, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'My products' });
    await step('one card a row, no table and nothing off the side of the screen', async () => {
      await expect(list.tagName).not.toBe('TABLE');
      await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
      await expect(within(list).getAllByRole('row')).toHaveLength(page.records.length);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
    await step('a card is named by its product and starts with it, its state beside it, then label: value pairs', async () => {
      const card = within(list).getByRole('row', { name: first.title });
      await expect(card.textContent?.indexOf(first.title)).toBe(card.textContent?.search(/\S/));
      await expect(within(card).getByText('State:')).toHaveTextContent('State:');
      await expect(within(card).getByText('Sell price:')).toBeVisible();
      await expect(within(card).getByText('Added:')).toBeVisible();
    });
    await step('what a phone leaves out: the variant count, the source, and an "Edit" link beside the title link', async () => {
      const card = within(list).getByRole('row', { name: first.title });
      await expect(within(card).queryByText('Variants:')).toBeNull();
      await expect(within(card).queryByText('Source:')).toBeNull();
      await expect(within(card).queryByRole('link', { name: `Edit ${first.title}` })).toBeNull();
      await expect(within(card).getByRole('link', { name: first.title })).toBeVisible();
      await expect(within(card).getByRole('button', { name: `Remove ${first.title}` })).toBeVisible();
    });
  },
};

export const SelectAndSortOnAPhone: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the cards are shot by Cards' } },
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'My products' });
    await step('a card\'s checkbox selects it and the bulk bar counts it', async () => {
      await userEvent.click(within(within(list).getByRole('row', { name: first.title })).getByRole('checkbox'));
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('1 selected');
    });
    await step('the keyboard moves from card to card and Space selects', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(within(list).getByRole('row', { name: second.title })).toHaveFocus());
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('2 selected');
    });
    await step('"Select all on this page" selects every card', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent(`${page.records.length} selected`);
    });
    await step('a card\'s Remove asks first, removes that one entry, and gives the focus back to that card', async () => {
      const remove = within(within(list).getByRole('row', { name: second.title })).getByRole('button', { name: `Remove ${second.title}` });
      await userEvent.click(remove);
      const dialog = await within(document.body).findByRole('alertdialog', { name: 'Remove this product?' });
      await expect(dialog).toHaveTextContent(second.title);
      await expect(args.onRemove).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await expect(args.onRemove).toHaveBeenCalledWith([second.id]);
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(within(list).getByRole('row', { name: second.title })).toContainElement(document.activeElement as HTMLElement));
    });
    await step('sorting is a choice, since cards have no column headings', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Sell price, ascending' }));
      await expect(args.onFilters).toHaveBeenLastCalledWith({ sort: 'minPrice', order: 'asc' });
    });
  },
};
