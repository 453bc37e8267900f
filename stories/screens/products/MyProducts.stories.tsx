import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyProductsView, type MyProductsViewProps, type SkuListQuery } from '@/screens/products/MyProductsView';
import { JobProgressView } from '@/kit/jobs';
import { emptyPage, hugeListPage, runningJob, imagesLoaded, skuListPage } from './fixtures';

/** The View with its selection and query held the way MyProductsScreen holds them. */
function Stateful({ query: initialQuery, selected: initialSelected, onFilters, chosenColumns, ...props }: MyProductsViewProps) {
  const [selected, setSelected] = useState<Selection>(initialSelected ?? new Set());
  const [query, setQuery] = useState<SkuListQuery>(initialQuery);
  const [visible, setVisible] = useState(chosenColumns?.visible);
  return (
    <MyProductsView
      {...props}
      chosenColumns={chosenColumns && { ...chosenColumns, visible, onChange: (next) => { setVisible(next ?? undefined); chosenColumns.onChange(next); } }}
      query={query}
      selected={selected}
      onSelectionChange={setSelected}
      onFilters={(patch) => { setQuery({ ...query, ...patch }); onFilters(patch); }}
    />
  );
}

const meta = {
  title: 'Screens/Products/My products',
  component: MyProductsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-products'] },
    // React Aria's live announcer keeps a node labelled by a control a previous story unmounted.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: {},
    page: skuListPage,
    isLoading: false,
    error: null,
    onRetry: fn(),
    isKeyset: false,
    onFilters: fn(),
    onClearFilters: fn(),
    onPage: fn(),
    onPageSize: fn(),
    onNextCursor: fn(),
    onPreviousCursor: fn(),
    selected: new Set(),
    onSelectionChange: fn(),
    onRemove: fn(async () => undefined),
    onRemoveAll: fn(async () => undefined),
    canImport: true,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MyProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(9);
  },
};

export const FilterByStateAndKeyword: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the list itself is shot by List' } },
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My product list' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Linen shirt/ })).toBeVisible();
    await step('a state tab filters by that state', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Published' }));
      await expect(args.onFilters).toHaveBeenCalledWith({ states: [3] });
    });
    await step('the keyword is applied on Enter, not on every key', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'mug');
      await expect(args.onFilters).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Enter}');
      await expect(args.onFilters).toHaveBeenLastCalledWith({ keyword: 'mug' });
    });
  },
};

/** The column chooser by keyboard: tick a hidden column, move it, untick another, apply. */
export const ChooseColumns: Story = {
  args: { chosenColumns: { visible: undefined, onChange: fn(), isSaving: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const headers = () => canvas.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    await expect(headers()).not.toContain('Last changed');
    await step('open the chooser with the keyboard', async () => {
      canvas.getByRole('button', { name: 'Columns' }).focus();
      await userEvent.keyboard('{Enter}');
      await body.findByRole('dialog', { name: 'Choose columns' });
    });
    await step('show "Last changed" before "Actions", hide "Source"', async () => {
      await userEvent.click(body.getByRole('checkbox', { name: 'Last changed' }));
      body.getByRole('button', { name: 'Move “Last changed” up' }).focus();
      await userEvent.keyboard('{Enter}');
      // The moved row keeps the focus, so a second press moves it again.
      await expect(body.getByRole('button', { name: 'Move “Last changed” up' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(body.getByRole('button', { name: 'Move “Last changed” down' }));
      await userEvent.click(body.getByRole('checkbox', { name: 'Source' }));
      await expect(body.getByRole('checkbox', { name: 'Product' })).toBeDisabled();
      await userEvent.click(body.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('the table shows the choice and the screen is told', async () => {
      const chosen = ['title', 'state', 'minPrice', 'variants', 'createdAt', 'updatedAt', 'actions'];
      await expect(args.chosenColumns?.onChange).toHaveBeenCalledWith(chosen);
      await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Last changed'])));
      await expect(headers()).not.toContain('Source');
    });
  },
};

export const RemoveSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await step('selecting rows shows the bulk-action bar', async () => {
      await userEvent.click(within(canvas.getByRole('row', { name: /Linen shirt/ })).getByRole('checkbox'));
      await userEvent.click(within(canvas.getByRole('row', { name: /Ceramic mug/ })).getByRole('checkbox'));
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('2 selected');
    });
    await step('removing asks first, then removes exactly the selected ids', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove selected' }));
      const dialog = await within(document.body).findByRole('alertdialog', { name: 'Remove the selected products?' });
      await expect(args.onRemove).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await expect(args.onRemove).toHaveBeenCalledWith([101, 102]);
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const Loading: Story = {
  args: { page: undefined, isLoading: true },
  parameters: { visual: { disable: true, reason: 'skeleton shimmer animates' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-loading]')).not.toBeNull();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(6);
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: 'The list could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: emptyPage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your product list is empty')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  args: { page: emptyPage, query: { keyword: 'zebra', thirdFrom: 'file' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match these filters')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]);
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const BeyondTenThousand: Story = {
  args: { page: hugeListPage, query: { pageNo: 500 } },
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10,000+ results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rows after 10,000' }));
    await expect(args.onNextCursor).toHaveBeenCalledWith('c2:1700000000000:9001');
  },
};

export const RemovalRunning: Story = {
  args: { job: <JobProgressView job={{ ...runningJob, kind: 'skuListRemove', label: '2,400 products' }} /> },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('tab', { name: 'Yayında' })).toBeVisible();
  },
};

/**
 * "Remove all" is built on first use (the kit's DialogButton): its look-alike until focus reaches it, which builds the
 * real trigger (its dialog's code loaded then) and focuses it; Enter asks; Escape closes and gives focus back to it.
 */
export const RemoveAllByKeyboard: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the dialog is an overlay' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const look = canvas.getByRole('button', { name: 'Remove all' });
    await expect(look).toHaveAttribute('aria-expanded', 'false');
    look.focus();
    await waitFor(() => {
      const built = canvas.getByRole('button', { name: 'Remove all' });
      expect(built).not.toBe(look);
      expect(built).toHaveFocus();
    }, { timeout: 3000 });
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Remove every product?' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    // The page behind a modal may be hidden from the accessibility tree while it is open: found hidden or not.
    await expect(canvas.getByRole('button', { name: 'Remove all', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    // The modal's focus scope gives focus back in a frame after it has gone.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove all' })).toHaveFocus(), { timeout: 3000 });
    await expect(args.onRemoveAll).not.toHaveBeenCalled();
  },
};

/** A row's "Remove" opens the one confirmation once its code has loaded; Cancel removes nothing and gives focus back. */
export const RemoveOneThenCancel: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the dialog is an overlay' } },
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Linen shirt' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this product?' }, { timeout: 3000 });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
    await expect(dialog).toHaveTextContent('“Linen shirt” will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Linen shirt' })).toHaveFocus(), { timeout: 3000 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
