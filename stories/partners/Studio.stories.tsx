import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { initialDraft, type StudioDraft } from '@/brand/studio/draft';
import { contrast } from '@/design-system/theme/color';
import { LONG_WAIT } from '../shell/storyWait';
import { StudioWorkbench } from './StudioWorkbench';

type StudioArgs = {
  name: string;
  code: string;
  brandColor: string;
  accentColor: string;
  surfaceColor: string;
  textColor: string;
  sidebarColor: string;
  radius: number;
  fontFamily: StudioDraft['fontFamily'];
};

const draftOf = (args: StudioArgs): StudioDraft => ({
  name: args.name,
  code: args.code,
  colors: { brand: args.brandColor, accent: args.accentColor, surface: args.surfaceColor, text: args.textColor, sidebar: args.sidebarColor },
  radius: args.radius,
  fontFamily: args.fontFamily,
  logo: null,
});

/**
 * The partner studio: a partner's five colours, radius, font, name and logo become the whole theme,
 * live, with its contrast report and the partner token file to download. The previews are the real
 * portal in the draft brand. Storybook's controls set the starting seeds; the studio's own fields
 * are the way to edit them by keyboard.
 */
const meta = {
  title: 'Partners/Studio',
  parameters: {
    layout: 'padded',
    router: false,
    // The studio shows its own draft brand whatever the toolbar says: one shot is the whole story.
    visual: { brands: ['default'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    name: initialDraft.name,
    code: initialDraft.code,
    brandColor: initialDraft.colors.brand,
    accentColor: initialDraft.colors.accent,
    surfaceColor: initialDraft.colors.surface,
    textColor: initialDraft.colors.text,
    sidebarColor: initialDraft.colors.sidebar,
    radius: initialDraft.radius,
    fontFamily: initialDraft.fontFamily,
  },
  argTypes: {
    brandColor: { control: 'color' },
    accentColor: { control: 'color' },
    surfaceColor: { control: 'color' },
    textColor: { control: 'color' },
    sidebarColor: { control: 'color' },
    radius: { control: { type: 'range', min: 0, max: 24 } },
    fontFamily: { control: 'select', options: ['Inter Variable', 'Manrope Variable', 'Noto Sans Variable'] },
  },
  render: (args) => <StudioWorkbench key={JSON.stringify(args)} initial={draftOf(args)} />,
} satisfies Meta<StudioArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to a field (keyboard only): presses Tab until the element has focus. */
async function tabTo(element: HTMLElement, limit = 60): Promise<void> {
  for (let i = 0; i < limit && document.activeElement !== element; i += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

export const Studio: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the sign-in preview shows the draft brand, never the platform', async () => {
      const preview = await canvas.findByTestId('studio-preview', {}, LONG_WAIT);
      await waitFor(() => expect(preview).toHaveTextContent('Acme Goods'), LONG_WAIT);
      await expect(preview).not.toHaveTextContent('Merchant Portal');
    });
    await step('by keyboard alone: a pale yellow brand and grey text are repaired to AA and named', async () => {
      const brand = canvas.getByRole('textbox', { name: 'Brand colour' });
      await tabTo(brand);
      await userEvent.keyboard('{Control>}a{/Control}#ffe600');
      const text = canvas.getByRole('textbox', { name: 'Text colour' });
      await tabTo(text);
      await userEvent.keyboard('{Control>}a{/Control}#c8c8c8');
      const adjusted = await canvas.findByRole('list', { name: 'Seeds the repair adjusted' });
      await waitFor(() => expect(adjusted).toHaveTextContent(/Brand colour moved from #ffe600/));
      await expect(adjusted).toHaveTextContent(/Text colour moved from #c8c8c8/);
      // The live page reads the repaired theme: text on the surface meets AA.
      const styles = getComputedStyle(document.documentElement);
      await expect(contrast(styles.getPropertyValue('--mp-color-text-default').trim(), styles.getPropertyValue('--mp-color-bg-surface').trim())).toBeGreaterThanOrEqual(4.5);
    });
    await step('a bad colour is refused with a message and the export waits', async () => {
      const accent = canvas.getByRole('textbox', { name: 'Accent colour' });
      await tabTo(accent);
      await userEvent.keyboard('{Control>}a{/Control}orange');
      await expect(await canvas.findByText('Enter a colour as #rrggbb, e.g. #3056d3.')).toBeInTheDocument();
      await expect(canvas.getByText('Fix the fields marked above to export the file.')).toBeInTheDocument();
      await userEvent.keyboard('{Control>}a{/Control}#f59e0b');
    });
    await step('the shell preview in Turkish, by keyboard', async () => {
      await tabTo(canvas.getByRole('radio', { name: 'English' }));
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
      const shellTab = await canvas.findByRole('tab', { name: /Gösterge paneliyle kabuk|Shell with dashboard/ });
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(shellTab).toHaveAttribute('aria-selected', 'true');
      const preview = await canvas.findByTestId('studio-preview', {}, LONG_WAIT);
      await waitFor(() => expect(preview).toHaveTextContent('Acme Goods'), LONG_WAIT);
      await expect(preview).not.toHaveTextContent('Merchant Portal');
    });
    await step('the partner file is offered for download in the shipped format', async () => {
      const file = canvas.getByLabelText(/İş ortağı token dosyasının içeriği/);
      const parsed = JSON.parse(file.textContent ?? '{}') as { seed: { color: { brand: { $value: string } } }; $extensions: Record<string, { code: string }> };
      await expect(parsed.$extensions['app.merchant-portal.partner']?.code).toBe('acme-goods');
      await expect(parsed.seed.color.brand.$value).toBe('#ffe600');
      await expect(canvas.getByRole('button', { name: 'acme-goods.tokens.json dosyasını indir' })).toBeEnabled();
    });
  },
};
