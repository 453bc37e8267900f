import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CountrySelect, type Country } from '@/design-system/components/CountrySelect';
import { Stack } from '@/design-system/components/Stack';

/** A slice of the countries call, with names as the server gives them per language. */
const countries: Record<'en' | 'tr' | 'zh', Country[]> = {
  en: [
    { id: 232, flag: '🇺🇸', name: 'United States' },
    { id: 231, flag: '🇬🇧', name: 'United Kingdom' },
    { id: 225, flag: '🇹🇷', name: 'Turkey' },
    { id: 82, flag: '🇩🇪', name: 'Germany' },
    { id: 44, flag: '🇨🇳', name: 'China' },
    { id: 73, flag: '🇫🇷', name: 'France' },
  ],
  tr: [
    { id: 232, flag: '🇺🇸', name: 'Amerika Birleşik Devletleri' },
    { id: 231, flag: '🇬🇧', name: 'Birleşik Krallık' },
    { id: 225, flag: '🇹🇷', name: 'Türkiye' },
    { id: 82, flag: '🇩🇪', name: 'Almanya' },
    { id: 44, flag: '🇨🇳', name: 'Çin' },
    { id: 73, flag: '🇫🇷', name: 'Fransa' },
  ],
  zh: [
    { id: 232, flag: '🇺🇸', name: '美国' },
    { id: 231, flag: '🇬🇧', name: '英国' },
    { id: 225, flag: '🇹🇷', name: '土耳其' },
    { id: 82, flag: '🇩🇪', name: '德国' },
    { id: 44, flag: '🇨🇳', name: '中国' },
    { id: 73, flag: '🇫🇷', name: '法国' },
  ],
};

const meta = {
  title: 'Components/CountrySelect',
  component: CountrySelect,
  args: { countries: countries.en, defaultSelectedKey: 232, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searchable: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await step('the default country (id 232) is shown', async () => {
      await expect(input).toHaveValue('United States');
    });
    await step('typing part of a name filters the list', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'ger');
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    });
    await step('choosing it reports the country id', async () => {
      await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
      await expect(args.onSelectionChange).toHaveBeenCalledWith(82);
      await expect(input).toHaveValue('Germany');
    });
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  args: { countries: countries.tr, defaultSelectedKey: 225 },
  play: async ({ canvasElement, step }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Ülke' });
    await step('Turkish letters match regardless of case and dots', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'çi');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Çin' })).toBeVisible());
    });
  },
};

export const Chinese: Story = { globals: { lang: 'zh' }, args: { countries: countries.zh, defaultSelectedKey: 44 } };

export const Open: Story = {
  args: { defaultSelectedKey: 225, menuTrigger: 'focus' },
  parameters: {
    visual: {
      watch:
        "In CI's fresh clone (twice, both attempts each time) this shot differed from the baseline by 8,938 pixels, " +
        'with and without the pointer on the chosen option; never reproduced locally (cold order, loaded or not). ' +
        'Watched until the printed diagnosis names the cause.',
    },
  },
  play: async ({ canvasElement, step }) => {
    await step('options show flag and name', async () => {
      await userEvent.click(within(canvasElement).getByRole('combobox'));
      await waitFor(() => expect(screen.getByRole('option', { name: 'Turkey' })).toBeVisible());
    });
    await step('the chosen country is the focused option', async () => {
      // The list focuses an option under the pointer (React Aria's shouldFocusOnHover): put the pointer on the
      // chosen one, so the picture never depends on where the browser's pointer happened to rest.
      const turkey = screen.getByRole('option', { name: 'Turkey' });
      await userEvent.hover(turkey);
      await waitFor(() => expect(turkey).toHaveAttribute('data-focused', 'true'));
      await expect(turkey).toHaveAttribute('aria-selected', 'true');
    });
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="md">
      <CountrySelect {...args} />
      <CountrySelect {...args} countries={countries.tr} label="Teslimat ülkesi" defaultSelectedKey={225} />
      <CountrySelect {...args} countries={countries.zh} label="收货国家/地区" defaultSelectedKey={44} />
      <CountrySelect {...args} label="Invalid" defaultSelectedKey={undefined} isInvalid errorMessage="Choose a country" />
      <CountrySelect {...args} label="Disabled" isDisabled />
    </Stack>
  ),
};
