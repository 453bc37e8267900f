import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { Button } from '@/design-system/components/Button';
import { Popover } from '@/design-system/components/Popover';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { showArrow: true, padded: true, placement: 'bottom' },
  render: (args) => (
    <DialogTrigger>
      <Button>Shipping estimate</Button>
      <Popover {...args}>
        <Dialog aria-labelledby="estimate-title" style={{ outline: 'none' }}>
          <Stack gap="xs">
            <Heading id="estimate-title" slot="title" style={{ margin: 0, fontSize: 16 }}>Shipping estimate</Heading>
            <p style={{ margin: 0, maxWidth: 260 }}>United States · 7–12 business days · from $4.20</p>
          </Stack>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shipping estimate' });
    await step('pressing the trigger opens a dialog in the popover', async () => {
      await userEvent.click(trigger);
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Shipping estimate' })).toBeVisible());
    });
    await step('Escape closes it and returns focus to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const WithoutArrow: Story = { args: { showArrow: false } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 280px)', gap: 140, padding: 80 }}>
      {(['top', 'bottom'] as const).flatMap((placement) =>
        [true, false].map((showArrow) => (
          <DialogTrigger key={`${placement}-${showArrow}`} defaultOpen>
            <Button>{`${placement}${showArrow ? ' arrow' : ''}`}</Button>
            <Popover placement={placement} showArrow={showArrow} padded isNonModal>
              <Dialog aria-label={`${placement} popover`}>Tahmini teslimat: 7–12 iş günü · 预计送达</Dialog>
            </Popover>
          </DialogTrigger>
        )),
      )}
    </div>
  ),
};
