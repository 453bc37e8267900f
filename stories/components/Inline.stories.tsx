import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@/design-system/components/Box';
import { Inline, inlineAligns, inlineJustifies } from '@/design-system/components/Inline';

const Chip = ({ children }: { children: string }) => (
  <Box padding="xs" paddingX="sm" background="brandSoft" borderRadius="full">{children}</Box>
);

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: { gap: 'sm', align: 'center', justify: 'flex-start', noWrap: false },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
  },
  render: (args) => (
    <Inline {...args} style={{ maxWidth: 360 }}>
      <Chip>Shopify</Chip>
      <Chip>WooCommerce</Chip>
      <Chip>Trendyol mağazası</Chip>
      <Chip>速卖通店铺</Chip>
      <Chip>BigCommerce</Chip>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {
  play: async ({ canvasElement, step }) => {
    await step('items wrap onto a new line when the row is full', async () => {
      const first = within(canvasElement).getByText('Shopify');
      const last = within(canvasElement).getByText('BigCommerce');
      await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    });
  },
};

export const NoWrap: Story = { args: { noWrap: true } };

export const SpaceBetween: Story = { args: { justify: 'space-between' } };

export const Matrix: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {inlineJustifies.map((justify) => (
        <Inline key={justify} justify={justify} gap="xs" style={{ border: '1px dashed', padding: 4 }}>
          <Chip>{justify}</Chip>
          <Chip>B</Chip>
          <Chip>C</Chip>
        </Inline>
      ))}
    </Box>
  ),
};
