import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreSettingsView, type StoreSettingsViewProps } from '@/screens/stores/StoreSettingsView';
import { connectedAccounts, countries, storeOptions, taxNumbers } from './fixtures';

function Stateful({ tab: initialTab, onTab, ...props }: StoreSettingsViewProps) {
  const [tab, setTab] = useState(initialTab);
  return <StoreSettingsView {...props} tab={tab} onTab={(next) => { setTab(next); onTab(next); }} />;
}

const meta = {
  title: 'Screens/Stores/Store settings',
  component: StoreSettingsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/storeSettings/vat'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    tab: 'vat',
    onTab: fn(),
    tax: {
      rows: taxNumbers, isLoading: false, error: null, onRetry: fn(), stores: storeOptions.slice(0, 2), countries,
      onSave: fn(async () => undefined), onRemove: fn(async () => undefined), fieldErrors: null,
    },
    accounts: {
      accounts: connectedAccounts, error: null, onRetry: fn(), stores: storeOptions.slice(0, 2),
      onAddPaypal: fn(async () => undefined), onConnectPaypal: fn(async () => undefined), onDisconnect: fn(async () => undefined),
      onSendCode: fn(async () => undefined), onVerify: fn(async () => undefined), fieldErrors: null, pending: null,
    },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof StoreSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TaxNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store VAT numbers' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(within(canvas.getByRole('row', { name: /Linen & Loom/ })).getByText('France')).toBeVisible();
  },
};

export const AddTaxNumber: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a tax number' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Add a tax number' }));
    await userEvent.click(dialog.getByRole('button', { name: /Store/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Linen & Loom' }));
    await userEvent.type(dialog.getByRole('combobox', { name: /Country/ }), 'Germ');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Germany/ }));
    await step('a number outside the contract\'s pattern is refused before sending', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: /Tax number/ }), '#1');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(args.tax.onSave).not.toHaveBeenCalled();
    });
    await step('a valid one is saved for that store and country', async () => {
      const field = dialog.getByRole('textbox', { name: /Tax number/ });
      await userEvent.clear(field);
      await userEvent.type(field, 'DE987654321');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(args.tax.onSave).toHaveBeenCalledWith({ id: undefined, storeId: 2, countryId: 82, taxNumber: 'DE987654321' });
    });
  },
};

export const ConnectedAccounts: Story = {
  args: { tab: 'accounts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'PayPal accounts' })).toBeVisible();
    await expect(canvas.getByText('payments@trailhead-goods.com')).toBeVisible();
    await expect(canvas.getByText('Waiting for the code')).toBeVisible();
  },
};

export const LogInWithPaypal: Story = {
  args: { tab: 'accounts' },
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No code to type: the button goes to PayPal's consent page (the screen asks paypalAuthorize for its URL).
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with PayPal' }));
    await expect(args.accounts.onConnectPaypal).toHaveBeenCalledWith({ storeId: undefined });
    await expect(args.accounts.onAddPaypal).not.toHaveBeenCalled();
  },
};

export const VerifyReplyEmail: Story = {
  args: { tab: 'accounts' },
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('send a code to a new address', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'care@trailhead-goods.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
      await expect(args.accounts.onSendCode).toHaveBeenCalledWith({ email: 'care@trailhead-goods.com', storeId: undefined });
    });
    await step('then confirm it with the code', async () => {
      await expect(await canvas.findByText('Enter the code we sent to care@trailhead-goods.com.')).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: /Code/ }), 'K7P2QX');
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
      await expect(args.accounts.onVerify).toHaveBeenCalledWith({ email: 'care@trailhead-goods.com', code: 'K7P2QX' });
    });
  },
};
