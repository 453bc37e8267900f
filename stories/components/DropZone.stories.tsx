import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { DropZone } from '@/design-system/components/DropZone';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  args: {
    acceptedFileTypes: ['text/csv', '.xlsx'],
    hint: 'CSV or Excel, up to 10 MB',
    onFiles: fn(),
    onReject: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drops files the way a browser does: a DataTransfer carried by drag events. */
function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  files.forEach((file) => data.items.add(file));
  const rect = target.getBoundingClientRect();
  const at = { clientX: rect.x + rect.width / 2, clientY: rect.y + rect.height / 2, bubbles: true, cancelable: true, dataTransfer: data };
  target.dispatchEvent(new DragEvent('dragenter', at));
  target.dispatchEvent(new DragEvent('dragover', at));
  target.dispatchEvent(new DragEvent('drop', at));
}

export const Drop: Story = {
  play: async ({ canvasElement, args, step }) => {
    const zone = canvasElement.querySelector('[data-rac]')!;
    await step('a dropped CSV file is accepted', async () => {
      const csv = new File(['sku,qty\n'], 'orders.csv', { type: 'text/csv' });
      dropFiles(zone, [csv]);
      // Reading dropped files is asynchronous.
      await waitFor(() => expect(args.onFiles).toHaveBeenCalledOnce());
      // The browser hands over its own File objects for a drop: compare by name and type.
      const [[files]] = (args.onFiles as Mock).mock.calls as [[File[]]];
      await expect(files.map((file) => [file.name, file.type])).toEqual([[csv.name, csv.type]]);
    });
    await step('a file of another type is rejected', async () => {
      const image = new File(['x'], 'photo.png', { type: 'image/png' });
      dropFiles(zone, [image]);
      await waitFor(() => expect(args.onReject).toHaveBeenCalledOnce());
      const [[rejected]] = (args.onReject as Mock).mock.calls as [[File[]]];
      await expect(rejected.map((file) => file.name)).toEqual([image.name]);
      await expect(args.onFiles).toHaveBeenCalledOnce();
    });
  },
};

export const Browse: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('keyboard and touch users choose a file with the button', async () => {
      await expect(within(canvasElement).getByRole('button', { name: 'Browse files' })).toBeVisible();
      const sheet = new File(['x'], 'products.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, sheet);
      await expect(args.onFiles).toHaveBeenCalledWith([sheet]);
    });
  },
};

export const Turkish: Story = { globals: { lang: 'tr' }, args: { hint: 'CSV veya Excel, en fazla 10 MB' } };

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="md">
      <DropZone {...args} />
      <DropZone {...args} hint="支持 CSV 或 Excel 文件，最大 10 MB" allowsMultiple />
      <DropZone {...args} isDisabled />
    </Stack>
  ),
};
