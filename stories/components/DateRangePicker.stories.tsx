import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { Stack } from '@/design-system/components/Stack';

const march = { start: new CalendarDate(2026, 3, 2), end: new CalendarDate(2026, 3, 9) };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  args: { label: 'Order date', defaultValue: march, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340, minHeight: 380 }}><Story /></div>],
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickRange: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the calendar opens on the range', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
      await waitFor(() => expect(screen.getByRole('grid', { name: /March 2026/ })).toBeVisible());
    });
    await step('two clicks choose the start and the end', async () => {
      await userEvent.click(screen.getByRole('button', { name: /March 10, 2026/ }));
      await userEvent.click(screen.getByRole('button', { name: /March 24, 2026/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2026, 3, 10), end: new CalendarDate(2026, 3, 24) });
      await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the end day can be typed: arrow keys change a segment', async () => {
      const segments = within(canvasElement).getAllByRole('spinbutton');
      const endDay = segments[4];
      await userEvent.click(endDay);
      await userEvent.keyboard('{ArrowUp}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: march.start, end: new CalendarDate(2026, 3, 10) });
    });
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Turkish: Story = { globals: { lang: 'tr' }, args: { label: 'Sipariş tarihi aralığı', description: 'Başlangıç ve bitiş günleri dahildir' } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <DateRangePicker label="Empty" />
      <DateRangePicker label="Filled" defaultValue={march} />
      <DateRangePicker label="Invalid" defaultValue={march} isInvalid errorMessage="The range is too long" />
      <DateRangePicker label="Disabled" defaultValue={march} isDisabled />
      <DateRangePicker label="下单日期范围" defaultValue={march} />
    </Stack>
  ),
};
