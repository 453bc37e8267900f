import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, meterSizes, meterTone, meterTones } from '@/design-system/components/Meter';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: { label: 'Failed in last batch', value: 3, maxValue: 40, valueLabel: '3 of 40 products' },
  argTypes: {
    tone: { control: 'inline-radio', options: meterTones },
    size: { control: 'inline-radio', options: meterSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Failed in last batch' });
    await expect(meter).toHaveAttribute('aria-valuetext', '3 of 40 products');
  },
};

/** With thresholds the tone follows the value: credit used, turning amber at 70% and red at 90%. */
export const Thresholds: Story = {
  args: { label: 'Credit used', value: 920, maxValue: 1000, valueLabel: '$920 of $1,000', thresholds: { warning: 70, danger: 90 } },
  play: async ({ canvasElement, step }) => {
    await step('92% is past the danger threshold', async () => {
      await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    });
    await step('the tone rule itself', async () => {
      await expect(meterTone(69.9, { warning: 70, danger: 90 })).toBe('brand');
      await expect(meterTone(70, { warning: 70, danger: 90 })).toBe('warning');
      await expect(meterTone(90, { warning: 70, danger: 90 })).toBe('danger');
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {meterTones.flatMap((tone) =>
        meterSizes.map((size) => <Meter key={`${tone}-${size}`} label={`${tone} ${size}`} tone={tone} size={size} value={55} />),
      )}
      {[20, 75, 95].map((value) => (
        <Meter key={value} label={`Kredi kullanımı ${value}%`} value={value} thresholds={{ warning: 70, danger: 90 }} />
      ))}
      <Meter label="存储空间" value={0} />
    </div>
  ),
};
