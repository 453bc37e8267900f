import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, SelectSection } from '@/design-system/components/Select';
import { Stack } from '@/design-system/components/Stack';

const currencies = [
  { id: 'USD', name: 'US Dollar (USD)' },
  { id: 'EUR', name: 'Euro (EUR)' },
  { id: 'TRY', name: 'Türk Lirası (TRY)' },
  { id: 'CNY', name: '人民币 (CNY)' },
];

const meta = {
  title: 'Components/Select',
  component: Select<(typeof currencies)[number]>,
  args: {
    label: 'Currency',
    items: currencies,
    children: (item: (typeof currencies)[number]) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof Select<(typeof currencies)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Currency/ });
    await step('pressing the trigger opens the list', async () => {
      await userEvent.click(trigger);
      await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    });
    await step('choosing an option closes the list and shows it', async () => {
      await userEvent.click(screen.getByRole('option', { name: 'Euro (EUR)' }));
      await expect(args.onSelectionChange).toHaveBeenCalledWith('EUR');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(trigger).toHaveTextContent('Euro (EUR)');
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('arrow keys open the list and move; Enter chooses', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
      await expect(within(canvasElement).getByRole('button', { name: /Currency/ })).not.toHaveTextContent('Select');
    });
  },
};

/** The ship-to dialog's currency select: only USD is offered (spec, section 9). */
export const OnlyUsd: Story = {
  args: { items: currencies.slice(0, 1), defaultSelectedKey: 'USD', description: 'Only US dollars are offered for now' },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a currency', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'USD' } };

export const WithSections: Story = {
  render: (args) => (
    <Select label="Cart type" onSelectionChange={args.onSelectionChange}>
      <SelectSection title="Orders">
        <SelectItem id="1">Normal</SelectItem>
        <SelectItem id="2">Stocking</SelectItem>
      </SelectSection>
      <SelectSection title="Other">
        <SelectItem id="3">Consolidation</SelectItem>
        <SelectItem id="4">Self-buy</SelectItem>
      </SelectSection>
    </Select>
  ),
};

export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'TRY', label: 'Para birimi · 货币' },
  play: async ({ step }) => {
    await step('the selected option is marked', async () => {
      await expect(await screen.findByRole('option', { name: 'Türk Lirası (TRY)' })).toHaveAttribute('aria-selected', 'true');
    });
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="md">
      <Select {...args} label="Placeholder" />
      <Select {...args} label="Selected" defaultSelectedKey="USD" />
      <Select {...args} label="Invalid" isInvalid errorMessage="Choose a currency" />
      <Select {...args} label="Disabled" isDisabled defaultSelectedKey="EUR" />
      <Select {...args} label="Ödemelerde kullanılacak varsayılan para birimi" description="Faturalar bu para biriminde kesilir" defaultSelectedKey="TRY" />
    </Stack>
  ),
};
