import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brandInfo } from '@/design-system/theme/partners';
import { applyStoryBrand, isStoryBrand, platformIdentityIn, storyBrandOverride, type StoryBrand } from '../../.storybook/brands';
import { StoryPortal } from '../shell/StoryPortal';
import { users } from '../shell/fixtures';
import { LONG_WAIT, settled } from '../shell/storyWait';

/**
 * The portal follows the brand toolbar in everything brand-related: picking Kervan, Lumen or Harbor
 * shows that partner's name and mark on the sign-in page and in the shell — never the
 * platform's name or "M" mark. The play function walks every partner brand of the toolbar. (The
 * favicon follows the same brand through BrandEffects in the app; e2e/partner-studio.spec.ts checks it.)
 */
const meta = {
  title: 'Partners/Brand in the portal',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    visual: {
      disable: true,
      reason: "The play function checks each partner's name and mark; the look of these pages is shot by Shell/* stories.",
    },
  },
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

const partnerBrands: StoryBrand[] = ['kervan', 'lumen', 'harbor'];

async function walkBrands(canvasElement: HTMLElement, storyBrand: unknown) {
  try {
    for (const brand of partnerBrands) {
      applyStoryBrand(brand);
      const expected = storyBrandOverride(brand)!;
      await waitFor(() => expect(canvasElement).toHaveTextContent(expected.name), LONG_WAIT);
      await expect(platformIdentityIn(document.body)).toBeNull();
      const mark = canvasElement.querySelector<HTMLImageElement>(`img[src="${expected.favicon}"]`);
      await expect(mark, `${brand}'s mark`).not.toBeNull();
    }
  } finally {
    applyStoryBrand(isStoryBrand(storyBrand) ? storyBrand : 'default');
  }
  await waitFor(() => expect(canvasElement).toHaveTextContent(brandInfo.default.name));
}

export const SignIn: Story = {
  args: { path: '/login', user: null },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('button', { name: 'Sign in' }, LONG_WAIT);
    await walkBrands(canvasElement, globals.brand);
  },
};

export const ShellWithDashboard: Story = {
  args: { path: '/dashboard', user: users.merchant, views: [{ name: 'dashboard', path: '/dashboard' }] },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement);
    await walkBrands(canvasElement, globals.brand);
  },
};
