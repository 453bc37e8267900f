import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallPortContext, fakeCalls } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { VariantPicker } from '@/screens/orders/components/VariantPicker';
import { DraftProcessView, type DraftProcessViewProps } from '@/screens/orders/DraftProcessView';
import { draftInfo, imagesLoaded, readyDraftInfo, variantChoices } from './fixtures';

const search = fn(() => variantChoices);

/** The View with the real variant picker, its search answered by a typed fake. */
function WithApi(props: DraftProcessViewProps) {
  return (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls({ orderVariantSearch: search })}>
        <DraftProcessView {...props} />
      </CallPortContext.Provider>
    </DataProvider>
  );
}

const meta = {
  title: 'Screens/Orders/Process drafts',
  component: DraftProcessView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/draft/process?ids=501,502'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    position: { index: 0, count: 2 }, info: draftInfo, loadError: null, onMap: fn(), onAddress: fn(), onChannel: fn(), addressErrors: {}, isSaving: false,
    submitError: null, isSubmitting: false, onSubmit: fn(), onSkip: fn(), Picker: VariantPicker, done: null, onPay: fn(),
  },
  render: (args) => <WithApi {...args} />,
} satisfies Meta<typeof DraftProcessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line not matched yet: submit is held back; searching the catalogue and picking maps it. */
export const MapALine: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the layout is shot by Ready' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Not matched yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Submit for payment/ })).toBeDisabled();
    await step('search and pick a variant', async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: 'Choose the product for Camp lantern — Sand' }), 'lantern');
      const option = await body.findByRole('option', { name: /CJ-OUTD-000520-S/ }, { timeout: 3000 });
      await userEvent.click(option);
      await waitFor(() => expect(args.onMap).toHaveBeenCalledWith(9101, 520));
    });
  },
};

/** Everything matched: channels priced with the default marked; choosing one and submitting. */
export const Ready: Story = {
  args: { info: readyDraftInfo },
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /YunExpress.*your default/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /DHL eCommerce/ }));
    await expect(args.onChannel).toHaveBeenCalledWith('DHL_ECOMMERCE');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for payment · $40.90' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The server refused the submit: its reason shows and the draft stays. */
export const Refused: Story = {
  args: { info: readyDraftInfo, submitError: 'Order MP20261120000042 cannot be submitted: no shipping channel reaches the address.' },
  parameters: { visual: { disable: true, reason: 'the layout is shot by Ready' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no shipping channel reaches the address');
  },
};

/** After the last draft: pay the submitted ones now. */
export const Done: Story = {
  args: { done: { submitted: [501, 503], skipped: [502] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 order(s) submitted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 2 now' }));
    await expect(args.onPay).toHaveBeenCalledWith([501, 503]);
  },
};

/** Opened after the order was submitted (another tab, a stale link): the address is shown, not offered as a form. */
export const NoLongerADraft: Story = {
  args: { info: { ...readyDraftInfo, order: { ...readyDraftInfo.order, status: 'awaiting_payment' } } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This order is no longer a draft (Awaiting payment).')).toBeVisible();
    await expect(canvas.getByText('The address can be changed only while the order is a draft.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save address' })).toBeNull();
    await expect(canvas.getByText(readyDraftInfo.order.address!.line1)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Submit for payment/ })).toBeDisabled();
  },
};
