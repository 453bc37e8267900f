import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/client';
import { Button } from '@/design-system/components/Button';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { TextField } from '@/design-system/components/TextField';
import { CallPortContext, fakeCalls, useMutateCall, type FakeHandlers } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { placeServerError, textRules } from '@/kit/form';

/** A form on the kit: rules from the contract, and a 9001 naming a field (`data.field`) shown on that field. */
function TitleForm() {
  const [title, setTitle] = useState('Linen shirt');
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  const save = useMutateCall('skuListProductUpdate', { quiet: true });
  const rules = textRules('skuListProductUpdate', 'title');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    save.mutate({ body: { id: 101, title } }, { onError: (error) => setErrors(placeServerError(error, ['title'])) });
  };
  return (
    <Form aria-label="Product" onSubmit={submit} validationErrors={errors} gap="md">
      <TextField name="title" label="Title" value={title} onChange={setTitle} isRequired={rules.isRequired} maxLength={rules.maxLength} validate={rules.validate} />
      <Button type="submit" variant="primary" isPending={save.isPending}>Save</Button>
    </Form>
  );
}

// The message does not name the field (a translated one need not): data.field does.
const refusal = 'Ce titre est déjà utilisé par un autre produit.';
const handlers: FakeHandlers = {
  skuListProductUpdate: () => Promise.reject(new ApiError('skuListProductUpdate', 9001, { status: 9001, message: refusal, data: { field: 'title' } }, { kind: 'error', message: refusal }, false)),
};

function WithApi() {
  return (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls(handlers)}>
        <TitleForm />
      </CallPortContext.Provider>
    </DataProvider>
  );
}

const meta = {
  title: 'Kit/Form',
  component: WithApi,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WithApi>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerFieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const field = canvas.getByRole('textbox', { name: 'Title' });
    await expect(await canvas.findByText(refusal)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
