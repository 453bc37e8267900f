import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '@/design-system/components/ComboBox';
import { Stack } from '@/design-system/components/Stack';

const platforms = [
  { id: 'shopify', name: 'Shopify' },
  { id: 'woocommerce', name: 'WooCommerce' },
  { id: 'shoplazza', name: 'Shoplazza' },
  { id: 'bigcommerce', name: 'BigCommerce' },
  { id: 'wix', name: 'Wix' },
  { id: 'etsy', name: 'Etsy' },
  { id: 'ikas', name: 'İkas' },
];
type Platform = (typeof platforms)[number];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<Platform>,
  args: {
    label: 'Platform',
    placeholder: 'Search platforms',
    defaultItems: platforms,
    children: (item: Platform) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof ComboBox<Platform>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Platform' });
    await step('typing filters the options', async () => {
      await userEvent.type(input, 'comm');
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    });
    await step('choosing an option fills the field', async () => {
      await userEvent.click(screen.getByRole('option', { name: 'BigCommerce' }));
      await expect(args.onSelectionChange).toHaveBeenCalledWith('bigcommerce');
      await expect(input).toHaveValue('BigCommerce');
    });
  },
};

/** By default (no prop needed) a search without a match opens the list with "No matches" rather than nothing. */
export const NoMatches: Story = {
  play: async ({ canvasElement, step }) => {
    await step('an empty result says so', async () => {
      await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
      await waitFor(() => expect(screen.getByText('No matches')).toBeVisible());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Arrow Down opens the list; Enter picks the focused option', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
      await expect(within(canvasElement).getByRole('combobox')).not.toHaveValue('');
    });
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="md">
      <ComboBox {...args} label="Empty" />
      <ComboBox {...args} label="Selected" defaultSelectedKey="shopify" />
      <ComboBox {...args} label="Invalid" isInvalid errorMessage="Choose a platform" />
      <ComboBox {...args} label="Disabled" isDisabled defaultSelectedKey="wix" />
      <ComboBox {...args} label="Mağazanızın çalıştığı e-ticaret altyapısı" description="Listede yoksa destek ekibimize yazın" />
    </Stack>
  ),
};
