import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import {
  Toast,
  ToastRegion,
  createToastQueue,
  maxVisibleToasts,
  notify,
  toastKinds,
  type Notification,
  type ToastRegionProps,
} from '@/design-system/components/Toast';

/** Sample messages as the error catalogue would hand them over: already translated. */
const samples: Notification[] = [
  { kind: 'success', message: 'Switch Language Success' },
  { kind: 'warning', message: 'Sunucu şu anda meşgul, lütfen birkaç dakika sonra yeniden deneyin' },
  { kind: 'error', message: '您没有执行此操作的权限，请联系主账号管理员为您的子账号分配相应权限' },
];

/** One queue per rendered story, so toasts never leak from one story into the next. */
function useStoryQueue(initial: Notification[] = []) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    initial.forEach((sample) => notify(sample, created));
    return created;
  });
  return queue;
}

interface ToastDemoProps extends ToastRegionProps {
  /** What each trigger button shows. */
  notifications: Notification[];
  onNotify: (notification: Notification) => void;
}

/** Trigger buttons plus the region, the way the shell mounts it. */
function ToastDemo({ notifications, onNotify, ...regionProps }: ToastDemoProps) {
  const queue = useStoryQueue();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {notifications.map((notification) => (
        <Button
          key={notification.kind}
          variant="secondary"
          onPress={() => {
            onNotify(notification);
            notify(notification, queue);
          }}
        >
          {`notify: ${notification.kind}`}
        </Button>
      ))}
      <ToastRegion {...regionProps} queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  subcomponents: { ToastRegion, Toast },
  parameters: { layout: 'padded' },
  args: { onNotify: fn(), notifications: samples },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => screen.queryAllByRole('alertdialog');

export const Notify: Story = {
  play: async ({ args, canvas, step }) => {
    await step('success appears in the notifications region and is announced', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'notify: success' }));
      const region = await screen.findByRole('region', { name: 'Notifications' });
      const toast = within(region).getByRole('alertdialog');
      await expect(within(toast).getByRole('alert')).toHaveTextContent('Switch Language Success');
      await expect(args.onNotify).toHaveBeenCalledWith(samples[0]);
    });
    await step('the close button removes it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      await waitFor(() => expect(toasts()).toHaveLength(0));
    });
  },
};

export const PauseOnHover: Story = {
  args: { notifications: [{ kind: 'success', message: 'Saved', timeout: 600 }] },
  play: async ({ canvas, step }) => {
    await step('hovering the toast holds it past its timeout', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'notify: success' }));
      await userEvent.hover(await screen.findByRole('alertdialog'));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(toasts()).toHaveLength(1);
    });
    await step('leaving it lets the timer run out', async () => {
      await userEvent.unhover(screen.getByRole('alertdialog'));
      await userEvent.hover(canvas.getByRole('button', { name: 'notify: success' }));
      await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 2000 });
    });
  },
};

export const Stacking: Story = {
  args: { notifications: [{ kind: 'warning', message: 'Server busy', timeout: 0 }] },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'notify: warning' });
    await step(`at most ${maxVisibleToasts} stack at once`, async () => {
      for (let i = 0; i <= maxVisibleToasts; i += 1) await userEvent.click(trigger);
      await waitFor(() => expect(toasts()).toHaveLength(maxVisibleToasts));
    });
    await step('closing one brings the held-back toast in', async () => {
      await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]);
      await waitFor(() => expect(toasts()).toHaveLength(maxVisibleToasts));
      await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]);
      await waitFor(() => expect(toasts()).toHaveLength(maxVisibleToasts - 1));
    });
  },
};

const shortMessages = { success: 'Saved', warning: 'Server busy', error: 'Unauthorized operation' } as const;

function Matrix() {
  const queue = useStoryQueue(
    [...toastKinds.map((kind) => ({ kind, message: shortMessages[kind] })), samples[1], samples[2]].map((sample) => ({ ...sample, timeout: 0 })),
  );
  return <ToastRegion queue={queue} />;
}

/** Every kind, short and long (Turkish, Chinese), kept open for visual comparison. */
export const AllKinds: Story = {
  name: 'Matrix',
  render: () => <Matrix />,
  play: async () => {
    await expect(await screen.findAllByRole('alertdialog')).toHaveLength(maxVisibleToasts);
  },
};
