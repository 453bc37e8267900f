/**
 * Every story renders inside the same frame as the portal: global styles and fonts, a brand on
 * <html> (so React Aria overlays portalled into <body> are themed too), the chosen language in the
 * rosetta store and React Aria's I18nProvider, and a memory router that React Aria links navigate
 * through the app's RouterBridge.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { MemoryRouter } from 'react-router-dom';
import { RouterBridge } from '@/design-system/components/Link/RouterBridge';
// oxlint-disable-next-line import/no-unassigned-import -- global styles and fonts, imported for their effect
import '@/design-system/global';
import { isLanguage, localeOf, type Language } from '@/i18n/i18n';
import { applyStoryBrand, isStoryBrand, storyBrandNames, storyBrands } from './brands';
import { applyStoryLanguage, languageNames } from './i18n';
import { viewportOptions } from './visualMatrix';

/** Router parameters: `parameters.router = { initialEntries }`, or `false` for stories with their own router. */
type RouterParameter = false | { initialEntries?: string[] } | undefined;

const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameter;
  if (router === false) return <Story />;
  return (
    // The app's own bridge, so React Aria links in stories resolve and navigate exactly as in the portal.
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <RouterBridge>
        <Story />
      </RouterBridge>
    </MemoryRouter>
  );
};

function BrandFrame({ brand, children }: { brand: unknown; children: ReactNode }) {
  // Applied before the browser paints, and again whenever the toolbar changes the brand.
  useLayoutEffect(() => applyStoryBrand(isStoryBrand(brand) ? brand : 'default'), [brand]);
  return children;
}

const withBrand: Decorator = (Story, { globals }) => (
  <BrandFrame brand={globals.brand}>
    <Story />
  </BrandFrame>
);

function LanguageFrame({ lang, children }: { lang: Language; children: ReactNode }) {
  // The store notifies subscribed components, so switch it in an effect, never during a render.
  useLayoutEffect(() => void applyStoryLanguage(lang), [lang]);
  return <I18nProvider locale={localeOf[lang]}>{children}</I18nProvider>;
}

const withLanguage: Decorator = (Story, { globals }) => (
  <LanguageFrame lang={isLanguage(globals.lang) ? globals.lang : 'en'}>
    <Story />
  </LanguageFrame>
);

const preview: Preview = {
  // Brand and language are set before the first render too (beforeEach runs before mounting).
  beforeEach: ({ globals, canvasElement }) => {
    // The element the visual test screenshots (.storybook/vitest.setup.ts).
    canvasElement.setAttribute('data-story-canvas', '');
    applyStoryBrand(isStoryBrand(globals.brand) ? globals.brand : 'default');
    applyStoryLanguage(globals.lang);
  },
  decorators: [withRouter, withLanguage, withBrand],
  globalTypes: {
    brand: {
      description: 'Partner theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: storyBrands.map((value) => ({ value, title: storyBrandNames[value] })),
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: (['en', 'zh', 'tr'] as const).map((value) => ({ value, title: languageNames[value], right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', lang: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (addon-a11y inside addon-vitest).
    a11y: { test: 'error' },
    // The viewports of the visual matrix; a phone story sets `globals: { viewport: { value: 'phone' } }`.
    viewport: { options: viewportOptions },
    options: { storySort: { order: ['Foundations', 'Partners', 'Components', 'Shell', 'Screens', 'Flows'] } },
  },
  tags: ['autodocs'],
};

export default preview;
