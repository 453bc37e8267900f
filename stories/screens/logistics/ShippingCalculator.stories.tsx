import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { ShippingCalculatorView } from '@/screens/logistics/ShippingCalculatorView';

const origins = [
  { id: 45, code: 'CN', flag: '🇨🇳', name: 'China', enName: 'China' },
  { id: 82, code: 'DE', flag: '🇩🇪', name: 'Germany', enName: 'Germany' },
  { id: 232, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
] satisfies CallData<'countryFrom'>;
const countries = [
  ...origins,
  { id: 75, code: 'FR', flag: '🇫🇷', name: 'France', enName: 'France' },
  { id: 230, code: 'GB', flag: '🇬🇧', name: 'United Kingdom', enName: 'United Kingdom' },
] satisfies CallData<'countryAll'>;
const quotes = [
  { channelCode: 'CJPACKET_ORDINARY', channelName: 'CJPacket Ordinary', priceCents: 570, taxCents: 0, totalCents: 570, agingMinDays: 7, agingMaxDays: 12 },
  { channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', priceCents: 640, taxCents: 0, totalCents: 640, agingMinDays: 6, agingMaxDays: 11 },
  { channelCode: 'CJPACKET_SENSITIVE', channelName: 'CJPacket Sensitive', priceCents: 715, taxCents: 0, totalCents: 715, agingMinDays: 9, agingMaxDays: 14 },
] satisfies CallData<'shippingCalculate'>;

const meta = {
  title: 'Screens/Logistics/Shipping calculator',
  component: ShippingCalculatorView,
  parameters: { layout: 'padded', router: { initialEntries: ['/shipping/calculate'] } },
  args: {
    origins, countries, defaultToCountryId: 232, onCalculate: fn(), isCalculating: false, quotes: undefined, quotedFor: null, fieldErrors: null,
  },
} satisfies Meta<typeof ShippingCalculatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shipping calculator' })).toBeVisible();
    await step('a weight and a box are sent with the ship-to country', async () => {
      const weight = canvas.getByRole('textbox', { name: 'Weight (g)' });
      await userEvent.clear(weight);
      await userEvent.type(weight, '1200');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Length (mm)' }), '300');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Width (mm)' }), '200');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Height (mm)' }), '100');
      await userEvent.click(canvas.getByRole('checkbox', { name: /batteries/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
      await expect(args.onCalculate).toHaveBeenCalledWith({
        fromCountryCode: 'CN', toCountryId: 232, weightGrams: 1200, sensitive: true, lengthMm: 300, widthMm: 200, heightMm: 100,
      });
    });
  },
};

export const Quotes: Story = {
  args: { quotes, quotedFor: '250 g from China to United States, cheapest first' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'CJPacket Ordinary' })).toBeVisible();
    await expect(canvas.getAllByText('$5.70')).toHaveLength(2);
    await expect(canvas.getByText('7–12 days')).toBeVisible();
  },
};

export const NoChannel: Story = {
  args: { quotes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No channel reaches this destination')).toBeVisible();
  },
};

export const ServerRefusedField: Story = {
  args: { fieldErrors: { weightGrams: 'weightGrams must be at most 20000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(canvas.getByText('weightGrams must be at most 20000')).toBeVisible();
  },
};
