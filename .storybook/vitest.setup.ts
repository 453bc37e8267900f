/**
 * Visual regression for every story: after a story has rendered, played and passed its
 * accessibility check, its canvas is compared with the committed baseline in the brands the visual
 * matrix gives it (.storybook/visualMatrix.ts: every build-time brand for components, foundations,
 * shell and partners; the default brand for screens and flows). Switching the brand puts its class on
 * <html> and its name and logo in the brand store, so a shell shows Kervan's name in Kervan.
 * Motion and the caret are frozen and web fonts loaded first, so shots are stable.
 *
 * Opt out only for stories that are non-deterministic by nature:
 * `parameters: { visual: { disable: true, reason: '…' } }`.
 * Stories whose overlay is portalled out of the canvas (open dialogs, menus, toasts) are shot
 * as the whole page, so the overlay is in the picture.
 */
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { setInteractionModality, type Modality } from 'react-aria-components';
import { toastQueue } from '@/design-system/components/Toast/toastQueue';
import { setNotifier } from '@/api';
import { applyStoryBrand, isStoryBrand, platformIdentityIn } from './brands';
import { visualBrandsFor, type VisualParameter } from './visualMatrix';

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordVisualComparison: (matched: boolean, storyId: string, brand: string, watchedDetail?: string) => Promise<void>;
  }
}

// This file runs again before each story file; in a shared document (isolate: false, below) the style is added once.
const freeze = document.getElementById('visual-freeze') ?? document.head.appendChild(Object.assign(document.createElement('style'), { id: 'visual-freeze' }));
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/**
 * For a run with `isolate: false` (the default since session 7; it cut the project's CPU by about a third:
 * vitest.config.ts). Then the story files of a worker share one document and module graph,
 * so every stylesheet a file loaded stays for the next files. Where two rules of equal specificity set the same
 * property (a view's class on a kit or design-system component), the later sheet wins, and the files that
 * happened to run before in that worker would decide the picture. So before the first story every sheet is
 * loaded once, in the order the app's layers load them (design system, kit, shell, screens — each module
 * after what it imports, as in an isolated file and in the production build), and no later import adds one.
 */
const styleLayers = [
  import.meta.glob('/src/design-system/global/index.ts'),
  import.meta.glob(['/src/design-system/styles/*.css.ts', '/src/design-system/theme/*.css.ts']),
  import.meta.glob('/src/design-system/components/*/index.ts'),
  import.meta.glob('/src/kit/*/index.ts'),
  import.meta.glob('/src/kit/**/*.css.ts'),
  import.meta.glob(['/src/app/**/*.css.ts', '/src/brand/**/*.css.ts', '/src/routes/**/*.css.ts']),
  import.meta.glob('/src/shell/**/*.css.ts'),
  import.meta.glob('/src/screens/**/*.css.ts'),
];
const shared = globalThis as typeof globalThis & { visualStylesLoaded?: Promise<void> };
if (!server.config.browser.isolate) {
  shared.visualStylesLoaded ??= (async () => {
    for (const layer of styleLayers) for (const load of Object.values(layer)) await load();
  })();
  await shared.visualStylesLoaded;
}

/**
 * In a shared document a story file starts where the previous file's last story left the page; an isolated file
 * starts from a fresh one. So, before each file's first story, what the page keeps between stories is put back
 * as a fresh page has it: React Aria's live announcer (it stays in <body>; an announcement labelled by a control
 * of the previous file's last story is an image without a name, axe role-img-alt, in every story of the next
 * file), toasts still queued or waiting in the API client for a notifier (the app's one queue outlives the shell that showed them), React
 * Aria's last input modality (it decides whether focus shows its ring: null until the first key or pointer
 * event) and the scroll position. Within a file nothing changes, as in an isolated run.
 */
function freshPage(): void {
  // All of them, not only those already dangling: the previous file's last story is unmounted only when this
  // file's first story starts, and a fresh page has no announcement at all (the announcer tolerates the removal).
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
  toastQueue.clear();
  // Notifications a previous file's calls raised after its portal had unmounted wait in the API client for the next
  // notifier (src/api/index.ts): drain them, or they show as toasts in this file's first story.
  setNotifier(() => {});
  setNotifier(null);
  // A fresh page has no modality yet (React Aria's initial null), which the type of the setter does not name.
  setInteractionModality(null as unknown as Modality);
  window.scrollTo(0, 0);
}

beforeAll(async () => {
  if (!server.config.browser.isolate) freshPage();
  // Load every face the brands use (Latin, Turkish and the weights in use) before the first shot.
  const samples = 'Aa Ğğ İı Şş Çç Öö Üü 0123456789';
  const faces = ['Inter Variable', 'Manrope Variable', 'Noto Sans Variable'].flatMap((family) =>
    [400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, samples)),
  );
  await Promise.all(faces);
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** An element React Aria marks as entering that still has an animation running. */
const enteringAnimation = () =>
  [...document.querySelectorAll('[data-entering]')].some((element) => element.getAnimations().some((animation) => animation.playState === 'running'));

/** After a style change: let layout run, any newly needed font arrive, and two frames paint. */
async function settle(): Promise<void> {
  void document.body.offsetHeight;
  await document.fonts.ready;
  // An overlay that is still entering (React Aria's data-entering) would be shot half-drawn. Wait for its
  // entry animation, not for the attribute: an open Menu, Popover or DatePicker story keeps data-entering
  // with no animation left on the element (React Aria clears it only when an animation's `finished`
  // resolves), which held each of their shots for the whole 2 s deadline.
  const deadline = performance.now() + 2000;
  while (enteringAnimation() && performance.now() < deadline) await nextFrame();
  await nextFrame();
  await nextFrame();
}

/** An element in a few words: tag, role, name or text, and the state React Aria marks on it. */
function describeElement(element: Element | null): string {
  if (!element) return 'none';
  const role = element.getAttribute('role');
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24) ?? '';
  const states = ['focused', 'focus-visible', 'hovered', 'pressed', 'selected', 'open']
    .filter((state) => element.hasAttribute(`data-${state}`))
    .join(',');
  return `${element.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${name}"${states ? ` {${states}}` : ''}`;
}

/**
 * Where a failed shot differs (bands of rows holding pixelmatch's red diff pixels, read from the diff image
 * the matcher wrote), the element under each band's centre, and the page's state at the time.
 */
async function describeMismatch(error: unknown, shot: HTMLElement): Promise<string> {
  // oxlint-disable-next-line no-control-regex -- the matcher's message carries the terminal's colour codes
  const message = String(error instanceof Error ? error.message : error).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = [`  state: focus ${describeElement(document.activeElement)}; viewport ${innerWidth}x${innerHeight} (visual ${Math.round(visualViewport?.height ?? 0)}), scroll ${scrollX},${scrollY}; <html class="${document.documentElement.className}" lang="${document.documentElement.lang}">; ${document.styleSheets.length} style sheets`];
  const marked = [...document.querySelectorAll('[data-focused],[data-focus-visible],[data-hovered],[data-pressed]')].slice(0, 8);
  if (marked.length > 0) lines.push(`  marked: ${marked.map(describeElement).join('; ')}`);
  const diffPath = /Diff image:\s*(\S+\.png)/.exec(message)?.[1];
  if (!diffPath) return lines.join('\n');
  try {
    const bytes = Uint8Array.from(atob(await commands.readFile(diffPath, 'base64')), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const bands: { top: number; bottom: number; left: number; right: number; pixels: number }[] = [];
    for (let y = 0; y < height; y += 1) {
      let left = width;
      let right = -1;
      let pixels = 0;
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) {
          pixels += 1;
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
      const last = bands.at(-1);
      if (pixels === 0) continue;
      if (last && last.bottom >= y - 2) Object.assign(last, { bottom: y, left: Math.min(last.left, left), right: Math.max(last.right, right), pixels: last.pixels + pixels });
      else bands.push({ top: y, bottom: y, left, right, pixels });
    }
    const origin = shot.getBoundingClientRect();
    for (const band of bands.slice(0, 6)) {
      const under = document.elementFromPoint(origin.left + (band.left + band.right) / 2, origin.top + (band.top + band.bottom) / 2);
      lines.push(`  differs: y ${band.top}-${band.bottom}, x ${band.left}-${band.right}, ${band.pixels} px, over ${describeElement(under)}`);
    }
    if (bands.length > 6) lines.push(`  differs: ${bands.length - 6} more bands`);
  } catch (reading) {
    lines.push(`  (diff image not read: ${String(reading)})`);
  }
  return lines.join('\n');
}

/** The story's canvas, or the whole page when something is portalled out of it (an open overlay). */
function shotTarget(canvas: HTMLElement): HTMLElement {
  const portalled = [...document.body.children].some((element) => {
    // React Aria's live announcer and other visually hidden nodes (1px) are not overlays: ignore them.
    if (element === canvas || !(element instanceof HTMLElement) || element.dataset.liveAnnouncer) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  });
  return portalled ? document.body : canvas;
}

type StoryTestContext = {
  task: { meta: { storyId?: string }; result?: { errors?: unknown[] } };
  story?: { parameters: Record<string, unknown>; globals: Record<string, unknown> };
};

// A retried test keeps the errors of its earlier attempt: count them when each attempt starts, so
// a passing retry is still compared (and a failed attempt is not).
const errorsAtStart = new WeakMap<object, number>();
beforeEach((context) => {
  const { task } = context as unknown as StoryTestContext;
  errorsAtStart.set(task, task.result?.errors?.length ?? 0);
});

afterEach(async (context) => {
  const { task, story } = context as unknown as StoryTestContext;
  const storyId = task.meta.storyId;
  const failedNow = (task.result?.errors?.length ?? 0) > (errorsAtStart.get(task) ?? 0);
  if (!storyId || !story || failedNow) return; // not a story, or this attempt already failed
  const brands = visualBrandsFor(storyId, story.parameters);
  if (brands.length === 0) return;
  const canvases = document.querySelectorAll<HTMLElement>('[data-story-canvas]');
  const canvas = canvases[canvases.length - 1];
  if (!canvas) throw new Error(`Story ${storyId} rendered no canvas to compare`);

  // A story taller than the frame grows the frame for its shots (the window allows 4000px).
  const frame = { width: window.innerWidth, height: window.innerHeight };
  const fullHeight = Math.min(4000, Math.ceil(document.documentElement.scrollHeight));
  if (fullHeight > frame.height) await page.viewport(frame.width, fullHeight);

  const [component, name] = storyId.split('--');
  // A shot under watch (`visual: { watch: reason }`) that differs is reported in npm test's summary instead of failing.
  const watched = Boolean((story.parameters.visual as VisualParameter)?.watch);
  const storyBrand = isStoryBrand(story.globals.brand) ? story.globals.brand : 'default';
  try {
    for (const brand of brands) {
      applyStoryBrand(brand);
      await settle();
      // A story in a partner brand never shows the platform's name or mark.
      const leak = brand === 'default' || (story.parameters.visual as VisualParameter)?.showsEveryBrand ? null : platformIdentityIn(document.body);
      if (leak) throw new Error(`Story ${storyId} in the ${brand} brand shows ${leak}`);
      const shot = shotTarget(canvas);
      const target = page.elementLocator(shot);
      let matched = false;
      let detail: string | undefined;
      try {
        await expect.element(target).toMatchScreenshot(`${component}/${name}--${brand}`);
        matched = true;
      } catch (error) {
        // CI keeps only its log, not the diff image: say in the error where the shot differs and what was
        // focused, hovered or pressed, so a mismatch seen only on a fresh clone can be read from the log.
        detail = await describeMismatch(error, shot);
        if (!watched) {
          if (error instanceof Error) error.message += `\n${detail}`;
          throw error;
        }
      } finally {
        await commands.recordVisualComparison(matched, storyId, brand, watched ? detail : undefined);
      }
    }
  } finally {
    if (fullHeight > frame.height) await page.viewport(frame.width, frame.height);
    applyStoryBrand(storyBrand);
  }
});
