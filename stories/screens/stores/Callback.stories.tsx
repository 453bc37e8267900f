import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallbackView } from '@/screens/callbacks/CallbackView';

const meta = {
  title: 'Screens/Stores/Platform callback',
  component: CallbackView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/shopify-app-auth?code=abc&shop=trailhead-goods.myshopify.com'] },
  },
  args: {
    outcome: { kind: 'working' },
    signInHref: '/login?redirect=%2Fshopify-app-auth',
    myStoresHref: '/settings/my-stores',
    publishHref: '/products/my-products',
    homeHref: '/dashboard',
    isSignedIn: true,
  },
} satisfies Meta<typeof CallbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  parameters: { visual: { disable: true, reason: 'the spinner turns' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Checking what the platform sent…' })).toBeVisible();
  },
};

export const Connected: Story = {
  args: { outcome: { kind: 'connected', platform: 'shopify', storeName: 'Trailhead Goods', storeUrl: 'https://trailhead-goods.myshopify.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store connected' })).toBeVisible();
    await expect(canvas.getByText(/Trailhead Goods on Shopify is connected/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Publish products' })).toHaveAttribute('href', '/products/my-products');
    await expect(canvas.getByRole('link', { name: 'Go to my stores' })).toHaveAttribute('href', '/settings/my-stores');
  },
};

export const Refused: Story = {
  args: { outcome: { kind: 'refused', platform: 'shopify', reason: 'The platform\'s signature does not match: nothing was saved.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopify could not be connected' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('signature does not match');
    await expect(canvas.getByRole('link', { name: 'Back to my stores' })).toBeVisible();
  },
};

export const SignInFirst: Story = {
  args: { isSignedIn: false, outcome: { kind: 'signInNeeded', platform: 'woocommerce' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/connect this WooCommerce store/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fshopify-app-auth');
  },
};

export const Uninstalled: Story = {
  args: { outcome: { kind: 'uninstalled', platform: 'bigcommerce', storeName: 'Hand & Thread' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'App removed' })).toBeVisible();
  },
};

export const UnknownPlatform: Story = {
  args: { outcome: { kind: 'refused', platform: null, reason: 'This page does not know which platform sent you here. Start connecting again from My stores.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'The store could not be connected' })).toBeVisible();
  },
};
