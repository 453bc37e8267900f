/**
 * Putting a theme on the page. Build-time brands are a class on <html>; a partner that only the API
 * knows is expanded from its seeds and written as inline custom properties on <html>, which win over
 * any class. Both live on <html> so React Aria overlays portalled into <body> inherit them.
 */
import type { BrandCode } from './partners';
import type { PartnerSeeds } from './seeds';
import { themeClass } from './themes.css';

const root = () => document.documentElement;

/** The custom properties a run-time theme wrote on an element (removed with it, without the contract at hand). */
const written = new WeakMap<HTMLElement, readonly string[]>();

/** Switches <html> to a build-time brand's class (removing any other brand's class). */
export function applyBrand(code: BrandCode, element: HTMLElement = root()): void {
  element.classList.remove(...Object.values(themeClass));
  element.classList.add(themeClass[code]);
  element.dataset.brand = code;
}

/** Removes a run-time partner theme, falling back to whatever brand class <html> carries. */
export function removePartnerTheme(element: HTMLElement = root()): void {
  for (const name of written.get(element) ?? []) element.style.removeProperty(name);
  written.delete(element);
  delete element.dataset.partnerTheme;
}

/**
 * Applies a partner's seeds (from the API's partner record) as a full theme on <html>, and resolves to
 * the function that removes it again. The colour maths (seeds.ts and culori) and the contract's names are loaded here, on demand (./partnerTheme):
 * only a partner themed at run time needs it, so no other page pays for it (issue 13). Seeds that cannot
 * make a theme (bad data from the API) leave the page in its current brand rather than breaking the portal.
 */
export async function loadPartnerTheme(seeds: PartnerSeeds, element: HTMLElement = root()): Promise<() => void> {
  const { partnerThemeStyle } = await import('./partnerTheme');
  let style;
  try {
    style = partnerThemeStyle(seeds);
  } catch (error) {
    console.warn('Partner theme ignored:', error instanceof Error ? error.message : error);
    return () => undefined;
  }
  removePartnerTheme(element);
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  written.set(element, Object.keys(style));
  element.dataset.partnerTheme = 'runtime';
  return () => removePartnerTheme(element);
}

/**
 * loadPartnerTheme for an effect: applies the theme as soon as the colour maths has loaded and returns the
 * clean-up at once, which also cancels a theme that has not been applied yet.
 */
export function applyPartnerTheme(seeds: PartnerSeeds, element: HTMLElement = root()): () => void {
  let removed = false;
  let remove: (() => void) | undefined;
  void loadPartnerTheme(seeds, element).then((undo) => {
    if (removed) undo();
    else remove = undo;
  });
  return () => {
    removed = true;
    remove?.();
  };
}
