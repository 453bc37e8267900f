import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { PasswordField } from '@/design-system/components/PasswordField';
import { TextField } from '@/design-system/components/TextField';

interface SignInDemoProps {
  /** What the (pretend) server answers for a submission: field errors, or none for success. */
  answer: (values: Record<string, string>) => ServerFieldErrors | undefined;
  onSignedIn: (values: Record<string, string>) => void;
  /** The screen holds the values in state (as most screens do) instead of leaving them to the inputs. */
  controlled?: boolean;
}

/** A sign-in form whose server answer is given by the story, so no network call is made. */
function SignInDemo({ answer, onSignedIn, controlled = false }: SignInDemoProps) {
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const controlledProps = controlled ? { username: { value: username, onChange: setUsername }, password: { value: password, onChange: setPassword } } : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const fieldErrors = answer(values);
    setErrors(fieldErrors ?? {});
    if (!fieldErrors) onSignedIn(values);
  };
  return (
    <Form validationErrors={errors} onSubmit={onSubmit} style={{ maxWidth: 360 }}>
      <TextField name="username" label="Email" type="email" isRequired {...controlledProps?.username} />
      <PasswordField name="password" label="Password" isRequired {...controlledProps?.password} />
      <Button type="submit" variant="primary">Sign in</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: SignInDemo,
  args: {
    answer: (values) => (values.username === 'merchant@demo.shop' ? undefined : { username: 'No account uses this email' }),
    onSignedIn: fn(),
  },
} satisfies Meta<typeof SignInDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrors: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await step('the server rejects the email: its message shows under that field', async () => {
      await userEvent.type(email, 'nobody@demo.shop');
      await userEvent.type(canvas.getByLabelText('Password'), 'Merchant#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(await canvas.findByText('No account uses this email')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSignedIn).not.toHaveBeenCalled();
    });
    await step('editing the field clears the server error', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, 'merchant@demo.shop');
      await userEvent.tab();
      await expect(canvas.queryByText('No account uses this email')).toBeNull();
    });
    await step('a good submission goes through', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(args.onSignedIn).toHaveBeenCalledWith({ username: 'merchant@demo.shop', password: 'Merchant#2026' });
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('submitting empty marks both required fields invalid and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSignedIn).not.toHaveBeenCalled();
    });
  },
};

/**
 * Errors never move a control out from under the pointer: they show on submit, follow each keystroke
 * once shown, and nothing appears or vanishes when a field is left (the blur a click on the button causes).
 */
export const ErrorsDoNotMoveTheButton: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password');
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await step('submitting empty shows both errors', async () => {
      await userEvent.click(button);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a shown error goes as the field is corrected, while it still has focus', async () => {
      await userEvent.type(email, 'merchant@demo.shop');
      await expect(email).toHaveFocus();
      await expect(email).not.toHaveAttribute('aria-invalid');
      await userEvent.type(password, 'Merchant#2026');
      await expect(password).toHaveFocus();
      await expect(password).not.toHaveAttribute('aria-invalid');
    });
    await step('leaving the fields moves nothing, so the click lands on the button', async () => {
      const before = button.getBoundingClientRect().top;
      await userEvent.tab();
      await expect(button.getBoundingClientRect().top).toBe(before);
      await userEvent.click(button);
      await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
    });
    await step('a bad value left behind shows nothing until the next submit', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, 'not-an-address');
      const before = button.getBoundingClientRect().top;
      await userEvent.tab();
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(button.getBoundingClientRect().top).toBe(before);
      await userEvent.click(button);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
    });
  },
};

/** Both fields carrying server errors at once, for visual regression. */
/** Typing into a controlled field that shows an error keeps every key (the re-check runs after React's render). */
export const ControlledFieldsKeepEveryKey: Story = {
  args: { controlled: true },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password');
    await step('submitting empty shows both errors', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    });
    await step('every typed key stays, and the error goes', async () => {
      await userEvent.type(email, 'merchant@demo.shop');
      await expect(email).toHaveValue('merchant@demo.shop');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await userEvent.type(password, 'Merchant#2026');
      await expect(password).toHaveValue('Merchant#2026');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(args.onSignedIn).toHaveBeenCalledWith({ username: 'merchant@demo.shop', password: 'Merchant#2026' });
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Form validationErrors={{ username: 'Bu e-posta adresiyle kayıtlı bir hesap bulunamadı', password: '密码至少需要8个字符' }} style={{ maxWidth: 360 }}>
      <TextField name="username" label="E-posta" defaultValue="kimse@demo.shop" />
      <PasswordField name="password" label="密码" defaultValue="short" />
      <Button type="submit" variant="primary">Sign in</Button>
    </Form>
  ),
};
