import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * Dropping is React Aria's own tested behaviour (a script cannot fake a real drag's DataTransfer);
 * the accept rules behind it are unit-tested in src/design-system/components/DropZone/accept.test.ts.
 */
export const Browse: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('the zone is a labelled drop target', async () => {
      await expect(within(canvasElement).getByRole('button', { name: /Drag and drop a file here/ })).toBeInTheDocument();
    });
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
