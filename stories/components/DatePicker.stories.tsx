import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '@/design-system/components/DatePicker';
import { Stack } from '@/design-system/components/Stack';

/** Fixed dates keep every run identical (no "today"). */
const orderDate = new CalendarDate(2026, 3, 14);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Ship by', defaultValue: orderDate, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280, minHeight: 380 }}><Story /></div>],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickFromCalendar: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the calendar button opens the month of the value', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
      await waitFor(() => expect(screen.getByRole('grid', { name: /March 2026/ })).toBeVisible());
    });
    await step('choosing a day sets the value and closes the calendar', async () => {
      await userEvent.click(screen.getByRole('button', { name: /March 20, 2026/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 20));
      await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    });
  },
};

export const TypeSegments: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement, args, step }) => {
    await step('the date is typed segment by segment in the locale order (month/day/year)', async () => {
      const month = within(canvasElement).getAllByRole('spinbutton')[0];
      await userEvent.click(month);
      await userEvent.keyboard('04152026');
      await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 15));
    });
  },
};

export const OutOfRange: Story = {
  args: {
    minValue: new CalendarDate(2026, 3, 1),
    maxValue: new CalendarDate(2026, 3, 31),
    defaultValue: new CalendarDate(2026, 4, 2),
    // `aria` validation shows the error at once; the default (`native`) waits for the form's submit.
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement, step }) => {
    await step('a date outside the range marks the field invalid and says why', async () => {
      await expect(within(canvasElement).getByRole('group')).toHaveAttribute('data-invalid', 'true');
      await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
      await expect(within(canvasElement).getByText(/3\/31\/2026 or earlier/)).toBeVisible();
    });
  },
};

export const Turkish: Story = { globals: { lang: 'tr' }, args: { label: 'Son gönderim tarihi' } };

export const Chinese: Story = { globals: { lang: 'zh' }, args: { label: '最晚发货日期' } };

export const OpenCalendar: Story = {
  args: { defaultOpen: true, minValue: new CalendarDate(2026, 3, 5) },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <DatePicker label="Empty" />
      <DatePicker label="Filled" defaultValue={orderDate} />
      <DatePicker label="Invalid" defaultValue={orderDate} isInvalid errorMessage="Pick a later date" />
      <DatePicker label="Disabled" defaultValue={orderDate} isDisabled />
      <DatePicker label="Tahmini teslimat tarihi" description="Kargo firmasının bildirdiği tarih" defaultValue={orderDate} />
    </Stack>
  ),
};
