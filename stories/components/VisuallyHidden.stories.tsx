import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { Link } from '@/design-system/components/Link';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 unread messages' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon link whose name comes from hidden text: heard, not seen. */
export const Default: Story = {
  render: (args) => (
    <Link href="/resource-center/contact">
      <Bell size={18} aria-hidden="true" />
      <VisuallyHidden {...args} />
    </Link>
  ),
  play: async ({ canvasElement, step }) => {
    await step('the text names the link but takes no space on screen', async () => {
      const link = within(canvasElement).getByRole('link', { name: '3 unread messages' });
      const hidden = within(link).getByText('3 unread messages');
      await expect(hidden.tagName).toBe('SPAN');
      await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
  },
};

/** A skip link: hidden until it receives keyboard focus. */
export const Focusable: Story = {
  render: () => (
    <VisuallyHidden isFocusable>
      <a href="#main">Skip to main content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    const wrapper = link.parentElement as HTMLElement;
    await step('hidden until Tab reaches it, then shown', async () => {
      await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Visible text <VisuallyHidden>hidden text</VisuallyHidden> and <VisuallyHidden elementType="span">隐藏文字</VisuallyHidden>more visible text.
    </p>
  ),
};
