import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueSearchView, type CatalogueQuery, type CatalogueSearchViewProps, type ResultLayout } from '@/screens/catalogue/CatalogueSearchView';
import { cataloguePage, categories, countries, emptyCataloguePage } from './fixtures';

/** The View with its query, layout and selection held the way CatalogueSearchScreen holds them. */
function Stateful({ query: initialQuery, layout: initialLayout, selected: initialSelected, onFilters, onSelectedChange, ...props }: CatalogueSearchViewProps) {
  const [query, setQuery] = useState<CatalogueQuery>(initialQuery);
  const [layout, setLayout] = useState<ResultLayout>(initialLayout);
  const [selected, setSelected] = useState<number[]>([...initialSelected]);
  return (
    <CatalogueSearchView
      {...props}
      query={query}
      layout={layout}
      onLayout={setLayout}
      selected={selected}
      onSelectedChange={(ids) => { setSelected(ids); onSelectedChange(ids); }}
      onFilters={(patch) => { setQuery({ ...query, ...patch }); onFilters(patch); }}
    />
  );
}

const meta = {
  title: 'Screens/Catalogue/Search',
  component: CatalogueSearchView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/search'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: {},
    page: cataloguePage,
    categories,
    countries,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onFilters: fn(),
    onClearFilters: fn(),
    onPage: fn(),
    onPageSize: fn(),
    layout: 'grid',
    onLayout: fn(),
    selected: [],
    onSelectedChange: fn(),
    onAdd: fn(async () => undefined),
    adding: [],
    canAdd: true,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CatalogueSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find products' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Steel water bottle' })).toHaveAttribute('href', '/products/detail/501');
    await expect(canvas.getByText('In my list')).toBeVisible();
    await step('the keyword is applied on Enter', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'bottle{Enter}');
      await expect(args.onFilters).toHaveBeenLastCalledWith({ keyword: 'bottle' });
    });
    await step('one product is added from its card', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to my list: Desk lamp' }));
      await expect(args.onAdd).toHaveBeenCalledWith([503]);
    });
  },
};

export const AddSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Steel water bottle' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Camping lantern' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 to my list' }));
    await expect(args.onAdd).toHaveBeenCalledWith([501, 504]);
  },
};

export const ListLayout: Story = {
  args: { layout: 'list', query: { categoryId: 2, sort: 'priceAsc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Grid' }));
    await expect(canvas.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFilters).not.toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { page: emptyCataloguePage, query: { keyword: 'zzz' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]);
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: emptyCataloguePage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products yet')).toBeVisible();
  },
};

export const ViewOnly: Story = {
  args: { canAdd: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Desk lamp' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Add to my list/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const PartnerBrand: Story = {
  globals: { brand: 'kervan', lang: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ürün bul' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Listeme ekle: Desk lamp' })).toBeVisible();
  },
};
