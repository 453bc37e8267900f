/**
 * Putting a theme on the page. Build-time brands are a class on <html>; a partner that only the API
 * knows is expanded from its seeds and written as inline custom properties on <html>, which win over
 * any class. Both live on <html> so React Aria overlays portalled into <body> inherit them.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import type { BrandCode } from './partners';
import type { PartnerSeeds } from './seeds';
import { themeClass } from './themes.css';

const root = () => document.documentElement;

/** Every custom property name of the contract (`--mp-color-bg-canvas`, …). */
function contractVarNames(node: unknown = vars): string[] {
  if (typeof node === 'string') return [/^var\((--[^),]+)/.exec(node)?.[1] ?? node];
  return Object.values(node as object).flatMap((child) => contractVarNames(child));
}

/** Switches <html> to a build-time brand's class (removing any other brand's class). */
export function applyBrand(code: BrandCode, element: HTMLElement = root()): void {
  element.classList.remove(...Object.values(themeClass));
  element.classList.add(themeClass[code]);
  element.dataset.brand = code;
}

/** Removes a run-time partner theme, falling back to whatever brand class <html> carries. */
export function removePartnerTheme(element: HTMLElement = root()): void {
  for (const name of contractVarNames()) element.style.removeProperty(name);
  delete element.dataset.partnerTheme;
}

/**
 * Applies a partner's seeds (from the API's partner record) as a full theme on <html>, and resolves to
 * the function that removes it again. The colour maths (seeds.ts and culori) is loaded here, on demand:
 * only a partner themed at run time needs it, so no other page pays for it (issue 13). Seeds that cannot
 * make a theme (bad data from the API) leave the page in its current brand rather than breaking the portal.
 */
export async function loadPartnerTheme(seeds: PartnerSeeds, element: HTMLElement = root()): Promise<() => void> {
  const { themeFromSeeds } = await import('./seeds');
  let theme;
  try {
    theme = themeFromSeeds(seeds);
  } catch (error) {
    console.warn('Partner theme ignored:', error instanceof Error ? error.message : error);
    return () => undefined;
  }
  const style = assignInlineVars(vars, theme);
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, String(value));
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
