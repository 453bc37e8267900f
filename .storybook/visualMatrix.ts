/**
 * The visual matrix, declared once: which story is shot in which build-time brand and at which
 * viewport. The local visual test (.storybook/vitest.setup.ts) and the Chromatic modes
 * (`chromaticModes`, applied to every story file by .storybook/main.ts) both read it, so the hosted
 * service covers exactly what the local baselines cover.
 *
 * - Components, foundations, shell and partner stories: every build-time brand (design-tokens/), since
 *   they are the brand's surface.
 * - Screen Views and flows: the default brand only; they are compositions of those parts, so another
 *   partner file does not multiply every screen's screenshots. A story where the screen itself differs
 *   by brand opts in: `parameters: { visual: { brands: ['default', 'kervan'] } }`.
 * - A story rendered at a phone size (`globals: { viewport: { value: 'phone' } }`, Storybook's viewport
 *   global; the sizes are `viewports` below) is shot at that size.
 * - `parameters: { visual: { disable: true, reason } }` opts a non-deterministic story out of the shots;
 *   `parameters: { visual: { watch: reason } }` keeps the shot but reports a difference instead of failing.
 */
import { brandCodes, type BrandCode } from '@/design-system/theme/partners';

export type VisualParameter =
  | {
      disable?: boolean;
      reason?: string;
      /**
       * Why this shot is under watch: it is compared, but a difference is printed in `npm test`'s summary
       * (where it differs, what was focused) instead of failing. For a shot that differs only in CI and
       * cannot be reproduced; remove once the cause is known.
       */
      watch?: string;
      brands?: readonly BrandCode[];
      /** The story shows every brand on purpose (Partners/Brands): skip the "no platform identity" check. */
      showsEveryBrand?: boolean;
    }
  | undefined;

/** Title prefixes of the stories that are shot in every build-time brand. */
export const everyBrandKinds = ['Components/', 'Foundations/', 'Shell/', 'Partners/'] as const;

/** The viewports that matter (Storybook's `parameters.viewport.options` is built from this). */
export const viewports = {
  desktop: { name: 'Desktop 1200×900', width: 1200, height: 900, type: 'desktop' },
  phone: { name: 'Phone 390×844', width: 390, height: 844, type: 'mobile' },
} as const;
export type ViewportName = keyof typeof viewports;

export const viewportOptions = Object.fromEntries(
  Object.entries(viewports).map(([key, v]) => [key, { name: v.name, type: v.type, styles: { width: `${v.width}px`, height: `${v.height}px` } }]),
);

/** The build-time brands a story is compared in (empty: not shot). */
export function visualBrandsFor(title: string /* or a story id */, parameters: Record<string, unknown> | undefined): BrandCode[] {
  const visual = parameters?.visual as VisualParameter;
  if (visual?.disable) return [];
  if (visual?.brands) return brandCodes.filter((code) => visual.brands!.includes(code));
  // A title ("Shell/Parts") or a story id ("shell-parts--sidebar"): both start with the kind.
  const key = title.toLowerCase().replace(/\//g, '-');
  return everyBrandKinds.some((kind) => key.startsWith(kind.toLowerCase().replace('/', '-'))) ? [...brandCodes] : ['default'];
}

/** The story's viewport by name (Storybook's viewport global), desktop when unset or unknown. */
export function viewportFor(globals: Record<string, unknown> | undefined): ViewportName {
  const value = (globals?.viewport as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' && value in viewports ? (value as ViewportName) : 'desktop';
}

/** Chromatic modes for a story: one per brand it is shot in, at its viewport. */
export function chromaticModes(title: string, parameters: Record<string, unknown> | undefined, globals: Record<string, unknown> | undefined) {
  const viewport = viewportFor(globals);
  return Object.fromEntries(
    visualBrandsFor(title, parameters).map((brand) => [
      viewport === 'desktop' ? brand : `${brand} ${viewport}`,
      { brand, viewport: { value: viewport } },
    ]),
  );
}

type StoryExport = { parameters?: Record<string, unknown>; globals?: Record<string, unknown>; title?: string };

/**
 * Writes the Chromatic modes into a story module's exports (meta and every story), called by the
 * transform in main.ts at the end of each story file, so no story file has to repeat the matrix.
 */
export function applyChromaticModes(module: Record<string, unknown>): void {
  const meta = module.default as StoryExport | undefined;
  if (!meta?.title) return;
  for (const [name, value] of Object.entries(module)) {
    if (name === 'default' || typeof value !== 'object' || value === null) continue;
    const story = value as StoryExport;
    const parameters = { ...meta.parameters, ...story.parameters };
    const globals = { ...meta.globals, ...story.globals };
    const modes = chromaticModes(meta.title, parameters, globals);
    const chromatic = (story.parameters?.chromatic ?? {}) as Record<string, unknown>;
    story.parameters = {
      ...story.parameters,
      chromatic: Object.keys(modes).length ? { ...chromatic, modes } : { ...chromatic, disableSnapshot: true },
    };
  }
}
