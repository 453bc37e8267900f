import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api';
import type { ApiCall } from '@/app/apiContext';
import { StoryPortal } from '../shell/StoryPortal';
import { LONG_WAIT } from '../shell/storyWait';

/** Answers of the sign-in calls the screens make directly (codes, registration version). */
const call = (async (name: string) => {
  if (name === 'registerVersion') return { version: 'v2' };
  if (name === 'sendFrontLoginCode' || name === 'sendRegisterCode') return { seq: 'story-seq' };
  if (name === 'findPwdByEmail') return { codeValid: true };
  return null;
}) as unknown as ApiCall;

/** The public screens: sign in, register, password reset, social binding, sign-out and callbacks. */
const meta = {
  title: 'Screens/Sign in',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    // React Aria's live announcer briefly keeps a node labelled by an overlay that has already closed.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { path: '/login', user: null, call },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, LONG_WAIT);
  },
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const LoginKervanTurkish: Story = {
  args: { partner: 'kervan' },
  globals: { brand: 'kervan', lang: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Giriş yap' }, LONG_WAIT);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Kervan Ticaret');
  },
};

/** A session ended elsewhere (a password change, an expired token) is told, not silently dropped at /login. */
export const LoginAfterSessionEnded: Story = {
  args: { path: '/login?redirect=%2Faccount%2Fsettings&ended=1' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Sign in' }, LONG_WAIT);
    await expect(within(form).getByText(/Your session has ended/)).toBeVisible();
  },
};

/** Not a products page: the spec keeps no redirect, so sign-in names the page the user was on. */
export const LoginNamesThePageAskedFor: Story = {
  args: { path: '/login?from=%2Faccount%2Fsettings' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Sign in' }, LONG_WAIT);
    await expect(within(form).getByText(/You were on “Profile and password”/)).toBeVisible();
  },
};

export const LoginAsksForCode: Story = {
  args: { login: 'codeRequired' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Sign in' }, LONG_WAIT);
    await step('a sign-in the server refuses until a code is given', async () => {
      await userEvent.type(within(form).getByLabelText('Email'), '  merchant@demo.shop ');
      await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'Merchant#2026');
      await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    });
    await step('the verification code field and its send button appear', async () => {
      await expect(await within(form).findByLabelText('Verification code', {}, LONG_WAIT)).toBeInTheDocument();
      await expect(within(form).getByRole('button', { name: 'Send code' })).toBeEnabled();
    });
  },
};

/** Sending the code says where it went, not the server's bare "Success". */
export const LoginCodeSent: Story = {
  args: { login: 'codeRequired' },
  parameters: { visual: { disable: true, reason: 'the resend countdown ticks and the toast times out' } },
  play: async (context) => {
    await LoginAsksForCode.play!(context);
    const form = within(context.canvasElement).getByRole('form', { name: 'Sign in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(await within(document.body).findByText('Code sent to merchant@demo.shop. It is valid for 10 minutes.', {}, LONG_WAIT)).toBeInTheDocument();
  },
};

/** A wrong e-mail or password stays in the form, both fields marked, until one of them is edited. */
export const LoginWrongPassword: Story = {
  args: { login: 'wrongPassword' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Sign in' }, LONG_WAIT);
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password', { selector: 'input' });
    await step('the refusal is said in the form and marks both fields', async () => {
      await userEvent.type(email, 'merchant@demo.shop');
      await userEvent.type(password, 'not-the-password');
      await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
      const alert = await within(form).findByRole('alert', {}, LONG_WAIT);
      await expect(alert).toHaveTextContent('That email and password do not match an account.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    });
    await step('it stays (no timer), and goes once the password is edited', async () => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await expect(within(form).getByRole('alert')).toBeVisible();
      await userEvent.type(password, 'x');
      await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
      await expect(email).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const RegisterChecksTheConfirmation: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Create your account' }, LONG_WAIT);
    await userEvent.type(within(form).getByLabelText('First name'), 'Ayşe');
    await userEvent.type(within(form).getByLabelText('Email'), 'ayse@shop.example');
    await userEvent.type(within(form).getByLabelText('Verification code'), 'AB12CD');
    await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'Secret#2026');
    await userEvent.type(within(form).getByLabelText('Confirm password', { selector: 'input' }), 'Secret#2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(form).getByText('The passwords do not match.')).toBeInTheDocument(), LONG_WAIT);
  },
};

export const RegisterChinese: Story = { args: { path: '/register' }, globals: { lang: 'zh' } };

export const ForgotPassword: Story = { args: { path: '/forgotpassword' } };

export const ResetPassword: Story = {
  args: { path: { pathname: '/resetpassword', state: { username: 'merchant@demo.shop', code: 'AB12CD' } } },
  globals: { lang: 'tr' },
};

export const SocialLogin: Story = {
  args: {
    path: {
      pathname: '/social/login',
      state: { socialInfo: { accessToken: 'ticket', provider: 'google', email: 'maya@gmail.example', firstName: 'Maya', lastName: 'Rivera' } },
    },
  },
};

/** Linking an account past the wrong-password limit: the server wants the e-mailed sign-in code (6001). */
export const SocialLoginAsksForCode: Story = {
  args: {
    ...SocialLogin.args,
    call: (async (name: string, options?: { body?: { code?: string } }) => {
      if (name === 'socialBindRegister' && !options?.body?.code) throw new ApiError(name, 6001, { status: 6001, message: 'code required', data: null }, null, false);
      return call(name as never, options as never);
    }) as unknown as ApiCall,
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'I have an account' }, LONG_WAIT);
    await step('a link the server refuses until the sign-in code is given', async () => {
      await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'Merchant#2026');
      await userEvent.click(within(form).getByRole('button', { name: 'Link and sign in' }));
    });
    await step('the code field and a button sending the sign-in code appear', async () => {
      await expect(await within(form).findByLabelText('Verification code', {}, LONG_WAIT)).toBeInTheDocument();
      await expect(within(form).getByRole('button', { name: 'Send code' })).toBeEnabled();
    });
  },
};

export const SocialLoginExpired: Story = { args: { path: '/social/login' } };

export const AuthRedirectWithoutCode: Story = {
  args: { path: '/authredirect?provider=google' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'We could not sign you in' }, LONG_WAIT)).toBeInTheDocument();
  },
};

export const SigningOut: Story = { args: { path: '/logout' } };
