import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ToastHost } from '@/app/ToastHost';
import { Button } from '@/design-system/components/Button';
import { notify } from '@/design-system/components/Toast/toastQueue';

/**
 * The portal's toast region as App mounts it: nothing (and none of its code) until the first toast is
 * queued on the app's queue, then React Aria's region, which stays mounted.
 */
function ToastHostDemo() {
  return (
    <div>
      <Button variant="secondary" onPress={() => notify({ kind: 'success', message: 'Saved' })}>
        notify: success
      </Button>
      <ToastHost />
    </div>
  );
}

const meta = {
  title: 'App/ToastHost',
  component: ToastHostDemo,
} satisfies Meta<typeof ToastHostDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsOnFirstToast: Story = {
  play: async ({ canvas, step }) => {
    await step('no region is rendered while no toast was ever queued', async () => {
      await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    });
    await step('the first toast loads the region and shows in it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'notify: success' }));
      // The region's code is fetched on demand: allow for a slow first load.
      const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 });
      await expect(within(region).getByRole('alert')).toHaveTextContent('Saved');
    });
    await step('closing it leaves the queue empty for the next story', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  },
};
