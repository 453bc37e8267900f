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
    recordVisualComparison: (matched: boolean, storyId: string, brand: string) => Promise<void>;
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
  const storyBrand = isStoryBrand(story.globals.brand) ? story.globals.brand : 'default';
  try {
    for (const brand of brands) {
      applyStoryBrand(brand);
      await settle();
      // A story in a partner brand never shows the platform's name or mark.
      const leak = brand === 'default' || (story.parameters.visual as VisualParameter)?.showsEveryBrand ? null : platformIdentityIn(document.body);
      if (leak) throw new Error(`Story ${storyId} in the ${brand} brand shows ${leak}`);
      const target = page.elementLocator(shotTarget(canvas));
      let matched = false;
      try {
        await expect.element(target).toMatchScreenshot(`${component}/${name}--${brand}`);
        matched = true;
      } finally {
        await commands.recordVisualComparison(matched, storyId, brand);
      }
    }
  } finally {
    if (fullHeight > frame.height) await page.viewport(frame.width, frame.height);
    applyStoryBrand(storyBrand);
  }
});
