import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutomaticView } from '@/screens/orderSettings/AutomaticView';
import { PreferencesView } from '@/screens/orderSettings/PreferencesView';
import { automaticInfo, preferences } from './fixtures';

const meta = {
  title: 'Screens/Settings/Automatic fulfilment',
  component: AutomaticView,
  parameters: { layout: 'padded', router: { initialEntries: ['/settings/automatic'] }, a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  args: { info: automaticInfo, onSave: fn(), isSaving: false, onRun: fn(), isRunning: false, currency: 'USD' },
} satisfies Meta<typeof AutomaticView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Spent automatically' })).toHaveAttribute('aria-valuetext', '$312.50 of $500.00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lumen Gadgets (woocommerce)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: true, dailyLimitCents: 50_000, maxOrderCents: 15_000, storeIds: [3, 4] });
    await userEvent.click(canvas.getByRole('button', { name: 'Run now' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const AfterARun: Story = {
  args: { lastRun: { processed: 3, paid: 2, paidCents: 8_400, skipped: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Run finished: 3 submitted, 2 paid ($84.00), 1 left for you.')).toBeVisible();
  },
};

export const Off: Story = {
  args: { info: { ...automaticInfo, enabled: false, storeIds: [], stores: [], today: { ...automaticInfo.today, spentCents: 0, processed: 0, paid: 0 }, lastRunAt: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Run now' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Fulfil automatically' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: true, dailyLimitCents: 50_000, maxOrderCents: 15_000, storeIds: [] });
  },
};

export const ServerRefusedStores: Story = {
  args: { fieldErrors: { storeIds: 'Invalid input: storeIds lists a store that is not yours.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid input: storeIds lists a store that is not yours.')).toBeVisible();
  },
};

export const Preferences: StoryObj<typeof PreferencesView> = {
  render: (args) => <PreferencesView {...args} />,
  args: { preferences, onSave: fn(), isSaving: false },
  parameters: { router: { initialEntries: ['/settings/preferences'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'CSV (.csv)' }));
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ code: 'exportFormat', value: 'csv' }, { code: 'statsDays', value: '90' }]);
  },
};
