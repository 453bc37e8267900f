import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@/design-system/components/Box';
import { Grid, gridColumnCounts } from '@/design-system/components/Grid';

const Cell = ({ children }: { children: string }) => (
  <Box padding="md" background="surface" borderRadius="md" boxShadow="sm">{children}</Box>
);

const figures = ['Orders today', 'Awaiting payment', 'Returns', 'Products', 'Bugünkü siparişler', '待处理任务'];

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: { gap: 'md', minColumnWidth: '180px' },
  render: (args) => (
    <Grid {...args}>
      {figures.map((figure) => <Cell key={figure}>{figure}</Cell>)}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoFill: Story = {
  play: async ({ canvasElement, step }) => {
    await step('as many columns as fit, each at least the minimum width', async () => {
      const cell = within(canvasElement).getByText('Orders today');
      await expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(180);
    });
  },
};

export const FixedColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement, step }) => {
    await step('three equal columns', async () => {
      const grid = within(canvasElement).getByText('Orders today').parentElement!;
      await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="lg">
      {gridColumnCounts.map((columns) => (
        <Grid key={columns} columns={columns} gap="xs">
          {Array.from({ length: columns }, (_, index) => <Cell key={index}>{`${index + 1}/${columns}`}</Cell>)}
        </Grid>
      ))}
    </Box>
  ),
};
