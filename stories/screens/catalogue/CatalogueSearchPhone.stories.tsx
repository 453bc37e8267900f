import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CatalogueSearchView } from '@/screens/catalogue/CatalogueSearchView';
import { cataloguePage, categories, countries } from './fixtures';

/** The search grid on a 390 px phone: two cards a row, each picture as wide as its card. */
const meta = {
  title: 'Screens/Catalogue/Search on a phone',
  component: CatalogueSearchView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/search'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  globals: { viewport: { value: 'phone' } },
  args: {
    query: {}, page: cataloguePage, categories, countries, isLoading: false, error: null,
    onRetry: fn(), onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(),
    layout: 'grid', onLayout: fn(), selected: [], onSelectedChange: fn(), onAdd: fn(async () => undefined), adding: [], canAdd: true,
  },
} satisfies Meta<typeof CatalogueSearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Products found' })).getAllByRole('listitem');
    await expect(cards.length).toBeGreaterThan(1);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    // Side by side: the second card starts on the first one's row, to its right.
    await expect(Math.round(second!.top)).toBe(Math.round(first!.top));
    await expect(second!.left).toBeGreaterThan(first!.right);
    for (const card of cards) {
      const picture = card.querySelector('[data-status]')!.getBoundingClientRect();
      await expect(picture.width).toBeLessThanOrEqual(card.getBoundingClientRect().width);
      await expect(Math.round(picture.height)).toBe(Math.round(picture.width));
    }
  },
};
