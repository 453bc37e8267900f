import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SourcingAddressView } from '@/screens/sourcing/SourcingAddressView';
import { address, countries } from './fixtures';

const meta = {
  title: 'Screens/Sourcing/Sample address',
  component: SourcingAddressView,
  parameters: { layout: 'padded', router: { initialEntries: ['/sourcing/address'] } },
  args: { saved: address, countries, onSave: fn(async () => undefined), isSaving: false, errors: null },
} satisfies Meta<typeof SourcingAddressView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: /City/ });
    await expect(city).toHaveValue('Boulder');
    await userEvent.clear(city);
    await userEvent.type(city, 'Denver');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'Denver', countryId: 1, postalCode: '80302' }));
  },
};

export const NoneYet: Story = {
  args: { saved: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No sample address yet/)).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { errors: { phone: 'Invalid input: phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid input: phone')).toBeVisible();
  },
};
