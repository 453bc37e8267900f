/**
 * Storybook 10 for the design system and the portal's screens. It reuses the app's vite.config.ts
 * (React, vanilla-extract, the `@/` alias), so stories render exactly what the portal ships.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Partner logos and favicons (public/partners/<code>/) are referenced by the brand stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
