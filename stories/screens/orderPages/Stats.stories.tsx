import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SummaryView } from '@/screens/orderStats/SummaryView';
import { DayStateView } from '@/screens/orderStats/DayStateView';
import { dayState, summary } from './fixtures';

const range = { startDate: '2026-11-07', endDate: '2026-11-20', onChange: fn() };

/** The chart loads with its own chunk: wait for its bars before the shot. */
const chartDrawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelectorAll('figure svg rect').length).toBeGreaterThan(10), { timeout: 10_000 });

const meta = {
  title: 'Screens/Orders/Summary',
  component: SummaryView,
  parameters: { layout: 'padded', router: { initialEntries: ['/orders/summary'] }, a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  args: { ...range, data: summary, isLoading: false, error: null, onRetry: fn(), currency: 'USD', dayStateHref: '/orders/orderdaystate' },
} satisfies Meta<typeof SummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByText('$18,453.20')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Shipped' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Kind/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Stocking' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'stocking' });
  },
};

/** In Turkish: day labels and the amount axis by Intl in the user's language ("7 Kas", "$1,5 B"). */
export const SummaryTurkish: Story = {
  globals: { lang: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const ticks = [...canvasElement.querySelectorAll('figure svg text')].map((text) => text.textContent);
    await expect(ticks).toContain('7 Kas');
    // Intl puts a no-break space before the Turkish "B" (bin, thousand).
    await expect(ticks.some((text) => /^\$1,5\sB$/.test(text ?? ''))).toBe(true);
    await expect(canvas.getByRole('table', { name: 'Günlük sipariş ve tutar' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  parameters: { visual: { disable: true, reason: 'skeleton shimmer' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Order summary' })).toBeVisible();
  },
};

export const DayState: StoryObj<typeof DayStateView> = {
  render: (args) => <DayStateView {...args} />,
  args: { ...range, data: dayState, isLoading: false, error: null, onRetry: fn(), currency: 'USD', summaryHref: '/orders/summary' },
  parameters: { router: { initialEntries: ['/orders/orderdaystate'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order summary' })).toHaveAttribute('href', '/orders/summary');
  },
};

export const DayStateFailed: StoryObj<typeof DayStateView> = {
  render: (args) => <DayStateView {...args} />,
  args: { ...range, data: undefined, isLoading: false, error: 'The figures could not be loaded.', onRetry: fn(), currency: 'USD', summaryHref: null },
  parameters: { router: { initialEntries: ['/orders/orderdaystate'] }, visual: { disable: true, reason: 'skeleton shimmer' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
