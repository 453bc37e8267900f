import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '@/design-system/components/IconButton';
import { Tooltip, TooltipTrigger } from '@/design-system/components/Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { children: 'Stock synced from the warehouse every 30 minutes', placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger delay={0}>
        <IconButton icon={Info} label="About stock" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About stock' });
    await step('hovering shows the tooltip, described by the trigger', async () => {
      // A pointer press first makes the pointer the current input modality, as a real mouse does.
      await userEvent.click(canvasElement);
      await userEvent.hover(trigger);
      const tooltip = await waitFor(() => screen.getByRole('tooltip'));
      await expect(tooltip).toHaveTextContent('Stock synced');
      await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    });
    await step('leaving hides it', async () => {
      await userEvent.unhover(trigger);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  },
};

export const OnFocus: Story = {
  args: { placement: 'bottom' },
  play: async ({ step }) => {
    await step('keyboard focus shows it too', async () => {
      await userEvent.tab();
      await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    });
  },
};

/** Open in every placement at once, with long Turkish and Chinese text, for visual regression. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 260px)', gap: 96, padding: 64 }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement, index) => (
        <TooltipTrigger key={placement} isOpen>
          <IconButton icon={Info} label={`Tooltip ${placement}`} />
          <Tooltip placement={placement}>
            {index % 2 === 0 ? 'Stok bilgisi her 30 dakikada bir depodan eşitlenir' : '库存每30分钟从仓库同步一次'}
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};
