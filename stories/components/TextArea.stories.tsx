import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '@/design-system/components/Stack';
import { TextArea } from '@/design-system/components/TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'Describe the problem with your order', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await step('it takes several lines', async () => {
      await userEvent.type(area, 'Parcel arrived damaged.{Enter}Box was open.');
      await expect(area).toHaveValue('Parcel arrived damaged.\nBox was open.');
      await expect(args.onChange).toHaveBeenLastCalledWith('Parcel arrived damaged.\nBox was open.');
    });
  },
};

export const WithLimit: Story = {
  args: { maxLength: 200, defaultValue: 'Order #1024' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the counter shows characters used of the limit', async () => {
      await expect(canvas.getByText('11 / 200')).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox'), ' late');
      await expect(canvas.getByText('16 / 200')).toBeVisible();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <TextArea label="Empty" placeholder="Write a reply" />
      <TextArea label="Filled" defaultValue={'Merhaba,\nSiparişim hâlâ yola çıkmadı. Yardımcı olabilir misiniz?'} />
      <TextArea label="Invalid" isInvalid errorMessage="Enter a message" />
      <TextArea label="Disabled" isDisabled defaultValue="Read only history" />
      <TextArea label="留言" description="我们会在一个工作日内回复" maxLength={500} defaultValue="您好，我的订单还没有发货。" />
    </Stack>
  ),
};
