import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressSizes, progressTones } from '@/design-system/components/ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Publishing products to Demo Fashion', value: 12, maxValue: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BatchPublishing: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a labelled progressbar with value and percentage', async () => {
      const bar = within(canvasElement).getByRole('progressbar', { name: 'Publishing products to Demo Fashion' });
      await expect(bar).toHaveAttribute('aria-valuenow', '12');
      await expect(bar).toHaveAttribute('aria-valuemax', '40');
      await expect(within(canvasElement).getByText('30%')).toBeVisible();
    });
  },
};

/** The value text can say what is counted. */
export const CountLabel: Story = {
  args: { valueLabel: '12 of 40 products' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 40 products');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing the import file' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  args: { label: 'Ürünler mağazanızda yayınlanıyor', value: 75, maxValue: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('%75')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {progressTones.flatMap((tone) =>
        progressSizes.map((size) => <ProgressBar key={`${tone}-${size}`} label={`${tone} ${size}`} tone={tone} size={size} value={tone === 'success' ? 100 : 45} />),
      )}
      <ProgressBar label="已发布 0 个商品" value={0} />
      <ProgressBar aria-label="Without a visible label" value={60} showValue={false} />
      <ProgressBar label="Indeterminate" isIndeterminate />
    </div>
  ),
};
