import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from '@/design-system/components/Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: '320px' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {
  play: async ({ canvasElement, step }) => {
    await step('three lines, hidden from screen readers', async () => {
      const root = canvasElement.querySelector('[aria-hidden="true"]');
      await expect(root?.children).toHaveLength(3);
    });
  },
};

/** A product row while the list loads: picture, name and price. */
export const ProductRow: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center', width: 420 }}>
      <Skeleton shape="rect" width="56px" height="56px" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Skeleton width="64px" />
    </div>
  ),
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 24, alignItems: 'start' }}>
      <Skeleton />
      <Skeleton lines={4} />
      <Skeleton shape="rect" />
      <Skeleton shape="circle" />
      <Skeleton shape="circle" width="64px" />
      <Skeleton shape="rect" width="120px" height="32px" />
    </div>
  ),
};
