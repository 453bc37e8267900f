import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, boxElements } from '@/design-system/components/Box';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: { padding: 'md', background: 'surface', borderRadius: 'md', boxShadow: 'sm', children: 'A box on the surface colour' },
  argTypes: { as: { control: 'select', options: boxElements } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('sprinkle props become classes, not inline styles', async () => {
      const box = within(canvasElement).getByText('A box on the surface colour');
      await expect(box.getAttribute('style')).toBeNull();
      await expect(box.className.split(' ').length).toBeGreaterThan(3);
    });
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'Rendered as a labelled <section>' },
  play: async ({ canvasElement, step }) => {
    await step('the element type follows `as`', async () => {
      await expect(within(canvasElement).getByRole('region', { name: 'Summary' }).tagName).toBe('SECTION');
    });
  },
};

/** Responsive padding: small on phones, larger from the tablet breakpoint. */
export const Responsive: Story = {
  args: { padding: { mobile: 'xs', tablet: 'lg' }, background: 'brandSoft', children: 'Padding grows at 768px' },
};

export const Matrix: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {(['canvas', 'surface', 'subtle', 'brandSoft'] as const).map((background) => (
        <Box key={background} display="flex" gap="sm" flexWrap="wrap">
          {(['none', 'sm', 'md', 'lg', 'full'] as const).map((radius) => (
            <Box key={radius} background={background} borderRadius={radius} padding="md" boxShadow="sm" color="default">
              {`${background} · ${radius}`}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  ),
};
