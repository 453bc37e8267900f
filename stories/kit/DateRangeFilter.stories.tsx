import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeFilter, FilterBar } from '@/kit/list';
import { Button } from '@/design-system/components/Button';

/** A list's date range filter, as My products declares it, with a control after it to come back from. */
function Filter({ onChange, start, end }: { onChange(range: { start: string; end: string } | null): void; start?: string; end?: string }) {
  const [range, setRange] = useState(start && end ? { start, end } : null);
  return (
    <FilterBar isFiltered={range !== null} onClear={() => setRange(null)}>
      <DateRangeFilter label="Added between" start={range?.start} end={range?.end} onChange={(next) => { setRange(next); onChange(next); }} />
      <Button variant="secondary">After the filter</Button>
    </FilterBar>
  );
}

/**
 * The date range picker (six segments, their formatters) is built on first use (issue 13): its look-alike stands in
 * with the same label, box and segments. Focus reaching it, or a press on it, loads the picker's chunk (once) and
 * builds the picker in its place.
 */
const meta = {
  title: 'Kit/DateRangeFilter',
  component: Filter,
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof Filter>;

export default meta;
type Story = StoryObj<typeof meta>;

const before = (canvasElement: HTMLElement) => expect(within(canvasElement).queryAllByRole('spinbutton')).toHaveLength(0);

export const TabIn: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('before any use: the look-alike shows the empty segments, no spinbutton is built', async () => {
      await before(canvasElement);
      await expect(canvas.getByRole('group', { name: 'Added between' })).toHaveTextContent('mm/dd/yyyy–mm/dd/yyyy');
    });
    await step('Tab reaches it: the picker is built and its first segment has focus', async () => {
      await userEvent.tab();
      // Once the picker's chunk has loaded (the first use in this document waits for it).
      await waitFor(() => expect(canvas.getByRole('spinbutton', { name: /month, Start Date/ })).toHaveFocus(), { timeout: 3000 });
    });
  },
};

export const ShiftTabFromAfter: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the look-alike is shot by TabIn' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await before(canvasElement);
    canvas.getByRole('button', { name: 'After the filter' }).focus();
    await userEvent.tab({ shift: true });
    // Coming back from after it lands on its last tab stop, the calendar button, as it would on the real picker.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus(), { timeout: 3000 });
  },
};

export const PressASegment: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a press on the end date\'s day builds the picker with that segment focused', async () => {
      await userEvent.click(canvasElement.querySelector('[data-use="4"]')!);
      await waitFor(() => expect(canvas.getByRole('spinbutton', { name: /day, End Date/ })).toHaveFocus(), { timeout: 3000 });
    });
    await step('typing the range sets the filter', async () => {
      await userEvent.click(canvas.getByRole('spinbutton', { name: /month, Start Date/ }));
      await userEvent.keyboard('11012026');
      await userEvent.keyboard('11242026');
      await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-24' });
    });
  },
};

export const PressTheCalendar: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement }) => {
    await before(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Added between' }));
    // Built open: the range calendar's dialog shows at once. React Aria reveals a popover only after it has ruled
    // out an on-screen keyboard (runAfterKeyboard: frames, up to 600 ms when its module-wide state believes the
    // device has one — a phone-viewport story earlier in the shared document can leave it so, as in CI's order),
    // so wait for the reveal rather than asserting on the first frame the dialog exists.
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible(), { timeout: 3000 });
  },
};

/** A range from the URL shows in the look-alike's segments in the locale's order. */
export const WithRange: Story = {
  args: { start: '2026-11-01', end: '2026-11-24' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Added between' })).toHaveTextContent('11/1/2026–11/24/2026');
  },
};
