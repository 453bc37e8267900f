import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/design-system/components/PasswordField';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await step('the password is masked while typing', async () => {
      await userEvent.type(input, 'Merchant#2026');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(args.onChange).toHaveBeenLastCalledWith('Merchant#2026');
    });
    await step('"Show password" reveals it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
    });
    await step('"Hide password" masks it again, from the keyboard too', async () => {
      const hide = canvas.getByRole('button', { name: 'Hide password' });
      hide.focus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveValue('Merchant#2026');
    });
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  args: { label: '密码' },
  play: async ({ canvasElement, step }) => {
    await step('the toggle is named in Chinese', async () => {
      await expect(within(canvasElement).getByRole('button', { name: '显示密码' })).toBeVisible();
    });
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', description: 'At least 8 characters, with a number and a symbol' },
  play: async ({ canvasElement, step }) => {
    await step('registration fields ask the browser for a new password', async () => {
      await expect(within(canvasElement).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <PasswordField label="Password" />
      <PasswordField label="Filled" defaultValue="secret-value" />
      <PasswordField label="Invalid" isInvalid errorMessage="Incorrect account or password" defaultValue="wrong" />
      <PasswordField label="Disabled" isDisabled defaultValue="secret-value" />
      <PasswordField label="Yeni şifrenizi tekrar girerek doğrulayın" description="En az 8 karakter, bir rakam ve bir sembol içermelidir" />
    </Stack>
  ),
};
