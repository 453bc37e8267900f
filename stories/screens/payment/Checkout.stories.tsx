import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { CheckoutView } from '@/screens/payment/CheckoutView';

const info = {
  orders: [
    { id: 41, number: 'MP20261123000041', kind: 'normal', status: 'awaiting_payment', productCents: 6755, shippingCents: 1210, totalCents: 7965, payable: true, createdAt: '2026-11-23T09:00:00.000Z' },
    { id: 42, number: 'MP20261123000042', kind: 'self_buy', status: 'awaiting_payment', productCents: 2040, shippingCents: 890, totalCents: 2930, payable: true, createdAt: '2026-11-23T09:05:00.000Z' },
    { id: 43, number: 'MP20261122000007', kind: 'normal', status: 'processing', productCents: 1500, shippingCents: 600, totalCents: 2100, payable: false, createdAt: '2026-11-22T15:00:00.000Z' },
  ],
  totalCents: 10_895,
  wallet: { balanceCents: 250_000, frozenCents: 0, availableCents: 250_000, currencyCode: 'USD' },
  currencyCode: 'USD',
} satisfies CallData<'checkoutInfo'>;

const meta = {
  title: 'Screens/Payment/Checkout',
  component: CheckoutView,
  parameters: { layout: 'padded', router: { initialEntries: ['/payment/checkout?ids=41,42,43'] } },
  args: { info, error: null, step: 'ready', payError: null, result: null, onPay: fn(), canPay: true, ordersHref: '/orders/list' },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('Cannot be paid')).toBeVisible();
    await expect(canvas.getAllByText('$2,500.00', { selector: 'dd' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $108.95 from balance' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};

export const ShortBalance: Story = {
  args: { info: { ...info, wallet: { balanceCents: 5_000, frozenCents: 1_000, availableCents: 4_000, currencyCode: 'USD' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your available balance is $68.95 short of the total. Top up your balance to pay.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $108.95 from balance' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { step: 'failed', payError: 'The server is busy. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try the payment again' }));
    await expect(args.onPay).toHaveBeenCalled();
  },
};

export const Paid: Story = {
  args: { step: 'paid', result: { checkoutId: 9, orderIds: [41, 42], amountCents: 10_895, paidAt: '2026-11-23T09:10:00.000Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid $108.95 for 2 orders from your balance.')).toBeVisible();
    await expect(canvas.getAllByText('Paid')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Follow the orders' })).toHaveAttribute('href', '/orders/list');
  },
};

export const NotFound: Story = {
  args: { info: undefined, error: 'These orders were not found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('These orders were not found.');
  },
};
