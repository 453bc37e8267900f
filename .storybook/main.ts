/**
 * Storybook 10 for the design system and the portal's screens. It reuses the app's vite.config.ts
 * (React, vanilla-extract, the `@/` alias), so stories render exactly what the portal ships.
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const matrixModule = fileURLToPath(new URL('./visualMatrix.ts', import.meta.url));

/**
 * Chromatic modes from the one visual matrix (.storybook/visualMatrix.ts): each story file imports
 * itself as a namespace at its end and hands its exports to `applyChromaticModes`, so every story
 * gets the brands and viewport the local visual test shoots, without repeating them in story files.
 */
const chromaticModesFromMatrix = (): Plugin => ({
  name: 'merchant-portal:chromatic-modes',
  enforce: 'post',
  transform(code, id) {
    if (!/\/stories\/.*\.stories\.tsx?$/.test(id.split('?')[0]!)) return null;
    const self = JSON.stringify(id.split('?')[0]);
    return `${code}\nimport * as __storyModule from ${self};\nimport { applyChromaticModes as __applyChromaticModes } from ${JSON.stringify(matrixModule)};\n__applyChromaticModes(__storyModule);\n`;
  },
});

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Partner logos and favicons (public/partners/<code>/) are referenced by the brand stories.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), chromaticModesFromMatrix()] }),
};

export default config;
