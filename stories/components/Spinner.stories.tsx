import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones } from '@/design-system/components/Spinner';
import { vars } from '@/design-system/theme/contract.css';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('it is a busy progressbar named "Loading" in the current language', async () => {
      const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
      await expect(spinner).not.toHaveAttribute('aria-valuenow');
    });
  },
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Ürünler mağazaya aktarılıyor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Ürünler mağazaya aktarılıyor' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  },
};

/** Every size and tone; `current` shown on the brand colour it inherits there. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
      {spinnerTones.flatMap((tone) =>
        spinnerSizes.map((size) => (
          <span
            key={`${tone}-${size}`}
            style={
              tone === 'current'
                ? { display: 'inline-flex', padding: 8, borderRadius: 6, background: vars.color.brand.default, color: vars.color.brand.onBrand }
                : { display: 'inline-flex', padding: 8 }
            }
          >
            <Spinner tone={tone} size={size} />
          </span>
        )),
      )}
    </div>
  ),
};
