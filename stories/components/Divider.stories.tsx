import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, dividerOrientations, dividerStrengths } from '@/design-system/components/Divider';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/Divider',
  component: Divider,
  args: { orientation: 'horizontal', strength: 'default' },
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    strength: { control: 'inline-radio', options: dividerStrengths },
  },
  render: (args) =>
    args.orientation === 'vertical' ? (
      <Inline noWrap>
        <span>Terms</span>
        <Divider {...args} />
        <span>Privacy policy</span>
      </Inline>
    ) : (
      <Stack gap="sm">
        <span>Profile</span>
        <Divider {...args} />
        <span>Password</span>
      </Stack>
    ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a horizontal rule is an <hr> separator', async () => {
      await expect(within(canvasElement).getByRole('separator').tagName).toBe('HR');
    });
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement, step }) => {
    await step('a vertical separator says its orientation', async () => {
      await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="lg">
      {dividerStrengths.map((strength) => (
        <Stack key={strength} gap="sm">
          <span>{strength}</span>
          <Divider strength={strength} />
          <Inline noWrap>
            <span>A</span>
            <Divider orientation="vertical" strength={strength} />
            <span>B</span>
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};
