import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, alertDialogVariants } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { DialogTrigger } from '@/design-system/components/Dialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete 3 products?',
    variant: 'danger',
    confirmLabel: 'Delete',
    children: 'They are removed from your product list. Published copies in your stores are not touched.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete selected</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    // React Aria announces a dialog's title through a transient live-region node that points at the
    // title by id; once a story closes the dialog, that node lingers for a few seconds pointing at
    // nothing. It is React Aria's announcer, not our markup, so the check leaves it out.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete selected' });
    await step('it opens as an alert dialog', async () => {
      await userEvent.click(trigger);
      await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Delete 3 products?' })).toBeVisible());
    });
    await step('Cancel closes without confirming', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onCancel).toHaveBeenCalledOnce();
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step('a backdrop click does not dismiss a confirmation', async () => {
      await userEvent.click(trigger);
      // Opened means past its entry animation (it starts at opacity 0), so the check below reads the dialog
      // the backdrop click left, not one still fading in.
      await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
      await userEvent.click(document.body, { pointerEventsCheck: 0 });
      await expect(screen.getByRole('alertdialog')).toBeVisible();
    });
    await step('Delete confirms and closes', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** A confirmation whose work fails: the dialog stays open so the user can retry. */
export const AsyncFailure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('server busy'))) },
  play: async ({ canvasElement, args, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete selected' }));
    await step('confirming waits for the work and stays open when it fails', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-pending'));
      await expect(screen.getByRole('alertdialog')).toBeVisible();
    });
  },
};

export const AsyncSuccess: Story = {
  args: { onConfirm: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete selected' }));
    await step('confirming closes once the work succeeds', async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const TurkishDefault: Story = {
  globals: { lang: 'tr' },
  args: {
    variant: 'default',
    title: 'Tüm mağazalarınızdaki stok miktarları yeniden eşitlensin mi?',
    confirmLabel: undefined,
    children: 'Bu işlem birkaç dakika sürebilir; bittiğinde size bildirim göndereceğiz.',
    isOpen: true,
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ step }) => {
    await step('default button labels are translated', async () => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Onayla' })).toBeVisible());
      await expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    });
  },
};

export const Matrix: Story = {
  args: { isOpen: true },
  // The modal mounts in a portal: wait for it, so the screenshot never races its first paint.
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
  render: (args) => <AlertDialog {...args} title="确定要删除所选的 3 件商品吗？" confirmLabel="删除" cancelLabel="取消" />,
};
