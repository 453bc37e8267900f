import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryPortal } from '../shell/StoryPortal';
import { LONG_WAIT, settled } from '../shell/storyWait';
import { users } from '../shell/fixtures';

/**
 * From the sign-in page to the dashboard through the real route guard, layouts and session machine,
 * with the session's calls answered by story actors.
 */
const meta = {
  title: 'Flows/Login to dashboard',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    // React Aria's live announcer briefly keeps a node labelled by an overlay that has already closed.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    visual: { disable: true, reason: 'a flow across pages; its pages are shot by e2e/screenshots.spec.ts' },
  },
  args: { path: '/login', user: null },
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInToDashboard: Story = {
  // Signed out at first; the session's user fetch answers once the sign-in has stored its token.
  args: { user: users.merchant, path: '/login' },
  beforeEach: () => {
    localStorage.removeItem('Customer-Token');
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the guard sends a signed-in visitor of /login on to the dashboard', async () => {
      await settled(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    });
    await step('signing out returns to the sign-in page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
      await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sign out' }, LONG_WAIT));
      await expect(await canvas.findByRole('form', { name: 'Sign in' }, LONG_WAIT)).toBeInTheDocument();
    });
    await step('signing in again lands on the dashboard', async () => {
      const form = canvas.getByRole('form', { name: 'Sign in' });
      await userEvent.clear(within(form).getByLabelText('Email'));
      await userEvent.type(within(form).getByLabelText('Email'), ' merchant@demo.shop ');
      await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'Merchant#2026');
      await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, LONG_WAIT)).toBeInTheDocument();
    });
  },
};

export const WrongPassword: Story = {
  args: { login: 'wrongPassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Sign in' }, LONG_WAIT);
    await userEvent.type(within(form).getByLabelText('Email'), 'merchant@demo.shop');
    await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'not-it');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    // The sign-in page stays, ready for another try.
    await expect(await within(form).findByRole('button', { name: 'Sign in' }, LONG_WAIT)).toBeEnabled();
  },
};
