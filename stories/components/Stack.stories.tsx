import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@/design-system/components/Box';
import { Stack, stackAligns, stackGaps } from '@/design-system/components/Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="sm" background="brandSoft" borderRadius="sm">{children}</Box>
);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: 'md', align: 'stretch' },
  argTypes: { gap: { control: 'select', options: stackGaps }, align: { control: 'inline-radio', options: stackAligns } },
  render: (args) => (
    <Stack {...args}>
      <Item>Orders</Item>
      <Item>Returns</Item>
      <Item>İade talepleri ve ücretsiz yeniden gönderimler</Item>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('children are laid out in a column', async () => {
      const stack = within(canvasElement).getByText('Orders').parentElement!;
      await expect(getComputedStyle(stack).flexDirection).toBe('column');
      await expect(getComputedStyle(stack).rowGap).not.toBe('normal');
    });
  },
};

export const Centered: Story = { args: { align: 'center', gap: 'xs' } };

export const Matrix: Story = {
  render: () => (
    <Box display="flex" gap="lg" flexWrap="wrap">
      {stackGaps.map((gap) => (
        <Stack key={gap} gap={gap} align="flex-start">
          <Item>{gap}</Item>
          <Item>B</Item>
          <Item>C</Item>
        </Stack>
      ))}
    </Box>
  ),
};
