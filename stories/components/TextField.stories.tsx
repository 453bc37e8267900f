import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '@/design-system/components/Stack';
import { TextField, textFieldTypes } from '@/design-system/components/TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@store.com', description: 'We send order updates here', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await step('typing reports every change', async () => {
      await userEvent.type(input, 'a@b.co');
      await expect(args.onChange).toHaveBeenLastCalledWith('a@b.co');
    });
  },
};

export const RequiredValidation: Story = {
  args: { isRequired: true, name: 'username', errorMessage: 'Enter your email address' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
    </form>
  ),
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await step('an empty required field is invalid after a submit attempt', async () => {
      (input as HTMLInputElement).form!.requestSubmit();
      await expect(await within(canvasElement).findByText('Enter your email address')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    await step('typing a value clears the error once it validates', async () => {
      await userEvent.type(input, 'merchant@demo.shop');
      await userEvent.tab();
      await expect(within(canvasElement).queryByText('Enter your email address')).toBeNull();
    });
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'merchant@demo.shop' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'merchant@demo.shop' } };

export const Turkish: Story = {
  globals: { lang: 'tr' },
  args: { label: 'E-posta adresiniz', description: 'Sipariş güncellemelerini bu adrese göndereceğiz', placeholder: 'siz@magaza.com' },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <TextField label="Default" placeholder="Placeholder" />
      <TextField label="Filled" defaultValue="Kervan Ticaret" />
      <TextField label="Invalid" isInvalid errorMessage="This name is already taken" defaultValue="Kervan" />
      <TextField label="Disabled" isDisabled defaultValue="Disabled value" />
      <TextField label="Read only" isReadOnly defaultValue="Read-only value" />
      <TextField label="Ürünlerinizin yayınlanacağı mağazanın tam ticari unvanı" description="Faturalarda ve paketleme fişlerinde görünür" />
      <TextField label="商品将要发布到的店铺的完整名称" description="将显示在发票和装箱单上" />
    </Stack>
  ),
};
