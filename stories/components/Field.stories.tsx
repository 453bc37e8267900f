import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Description, FieldError, Input, Label, fieldStyles } from '@/design-system/components/Field';
import { Stack } from '@/design-system/components/Stack';

/** The vocabulary assembled by hand, as a new field component would use it. */
function StoreNameField(props: { isInvalid?: boolean; isDisabled?: boolean; label?: string; description?: string }) {
  return (
    <RACTextField className={fieldStyles.fieldRoot} isRequired isInvalid={props.isInvalid} isDisabled={props.isDisabled} style={{ maxWidth: 360 }}>
      <Label>{props.label ?? 'Store name'}</Label>
      <Input placeholder="My Shopify store" />
      <Description>{props.description ?? 'Shown on packing slips and invoices'}</Description>
      <FieldError>Enter the store's name</FieldError>
    </RACTextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: Label,
  render: () => <StoreNameField />,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vocabulary: Story = {
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Store name' });
    await step('the label names the input and the help text describes it', async () => {
      await expect(input).toHaveAccessibleDescription('Shown on packing slips and invoices');
    });
    await step('typing works and no error shows while valid', async () => {
      await userEvent.type(input, 'Kervan Shop');
      await expect(input).toHaveValue('Kervan Shop');
      await expect(within(canvasElement).queryByText("Enter the store's name")).toBeNull();
    });
  },
};

export const Invalid: Story = {
  render: () => <StoreNameField isInvalid />,
  play: async ({ canvasElement, step }) => {
    await step('an invalid field shows its error and is marked invalid', async () => {
      const input = within(canvasElement).getByRole('textbox', { name: 'Store name' });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(within(canvasElement).getByText("Enter the store's name")).toBeVisible();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="lg">
      <StoreNameField />
      <StoreNameField isInvalid />
      <StoreNameField isDisabled />
      <StoreNameField label="Mağazanızın faturalarda görünecek ticari unvanı" description="Bu ad, paketleme fişlerinde ve faturalarda müşterilerinize gösterilir" />
      <StoreNameField label="店铺在发票上显示的名称" description="此名称将显示在装箱单和发票上" />
    </Stack>
  ),
};
