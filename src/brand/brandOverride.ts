/**
 * A brand shown in place of the visit's own brand. Two things set it: the partner page's "try your
 * brand" (a visitor's colours and logo on the live portal, kept in sessionStorage so it lasts for this
 * browser session only and is never sent to the server), and Storybook's brand toolbar (so a shell or
 * sign-in story in Kervan shows Kervan's name and logo, not only its colours). `useBrand` reads it
 * first; the partner record still decides everything that is not the look (cart types, chat, sign-up source).
 */
import { useSyncExternalStore } from 'react';
import { hasPartnerTokenFile, type BrandCode } from '@/design-system/theme/brandFiles';
import type { PartnerSeeds } from '@/design-system/theme/seeds';

export interface BrandOverride {
  /** The build-time theme class; 'default' when the look comes from `seeds` at run time. */
  themeCode: BrandCode;
  name: string;
  /** Wide logo and square icon: a site path or a data: URL of an uploaded SVG/PNG. */
  logo: string | null;
  favicon: string | null;
  support: string | null;
  /** Seeds applied with the run-time theme path (applyPartnerTheme). */
  seeds: PartnerSeeds | null;
}

export const TRIAL_STORAGE_KEY = 'mp.trialBrand';
const MAX_NAME = 60;
/** An uploaded logo is kept as a data: URL; 200 kB keeps sessionStorage well inside its quota. */
export const MAX_LOGO_BYTES = 200_000;

/** A site path or a data: URL of a PNG or SVG image (anything else is dropped). */
export const isLogoSource = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MAX_LOGO_BYTES * 1.4 &&
  (/^\/[\w\-./]*$/.test(value) || /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value));

const hex = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/**
 * Seeds as the studio writes them (hex colours, a px radius, a font name). Checked here without the
 * colour library, which the portal loads only when it themes at run time (issue 13's budgets).
 */
function parseSeeds(value: unknown): PartnerSeeds | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!hex(record.brand)) return null;
  const seeds: PartnerSeeds = { brand: record.brand };
  for (const key of ['accent', 'surface', 'text', 'sidebar'] as const) {
    if (record[key] === undefined) continue;
    if (!hex(record[key])) return null;
    seeds[key] = record[key];
  }
  if (record.radius !== undefined) {
    if (typeof record.radius !== 'string' || !/^\d{1,2}px$/.test(record.radius)) return null;
    seeds.radius = record.radius;
  }
  if (record.fontFamily !== undefined) {
    if (typeof record.fontFamily !== 'string' || !/^[\w -]{1,60}$/.test(record.fontFamily)) return null;
    seeds.fontFamily = record.fontFamily;
  }
  return seeds;
}

/** Reads an override from untrusted JSON (sessionStorage); null when anything is off. */
export function parseBrandOverride(value: unknown): BrandOverride | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const themeCode = record.themeCode === 'default' || (typeof record.themeCode === 'string' && hasPartnerTokenFile(record.themeCode)) ? (record.themeCode as BrandCode) : null;
  if (!themeCode || typeof record.name !== 'string' || !record.name.trim() || record.name.length > MAX_NAME) return null;
  let seeds: PartnerSeeds | null = null;
  if (record.seeds !== null && record.seeds !== undefined) {
    seeds = parseSeeds(record.seeds);
    if (!seeds) return null;
  }
  const optional = (v: unknown) => (isLogoSource(v) ? v : null);
  const support = typeof record.support === 'string' && record.support.length <= 200 ? record.support : null;
  return { themeCode, name: record.name.trim(), logo: optional(record.logo), favicon: optional(record.favicon), support, seeds };
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Two layers: a trial (partner page, studio) wins over Storybook's toolbar brand. */
let trial: BrandOverride | null | undefined;
let toolbar: BrandOverride | null = null;
let current: BrandOverride | null | undefined;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): BrandOverride | null {
  const raw = storage()?.getItem(TRIAL_STORAGE_KEY);
  if (!raw) return null;
  try {
    return parseBrandOverride(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function getBrandOverride(): BrandOverride | null {
  if (trial === undefined) trial = readStored();
  if (current === undefined) current = trial ?? toolbar;
  return current;
}

function publish(): void {
  const next = trial ?? toolbar;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Storybook's toolbar brand: shown until changed (a trial wins over it), never stored. */
export function setBrandOverride(next: BrandOverride | null): void {
  getBrandOverride();
  toolbar = next;
  publish();
}

/** The brand toolbar's layer (what a story is shot in), whatever trial is showing. */
export const getToolbarBrand = (): BrandOverride | null => toolbar;

/**
 * A trial brand on every page: the partner page keeps it for this browser session (sessionStorage);
 * the Storybook studio shows it without storing (`persist: false`).
 */
export function startTrialBrand(next: BrandOverride, { persist = true }: { persist?: boolean } = {}): void {
  const checked = parseBrandOverride(next);
  if (!checked) throw new Error('The trial brand is not valid');
  getBrandOverride();
  if (persist) storage()?.setItem(TRIAL_STORAGE_KEY, JSON.stringify(checked));
  trial = checked;
  publish();
}

export function endTrialBrand(): void {
  getBrandOverride();
  storage()?.removeItem(TRIAL_STORAGE_KEY);
  trial = null;
  publish();
}

/** Whether a trial (not the toolbar) is what the portal shows. */
export const isTrialActive = (): boolean => Boolean(getBrandOverride() && getBrandOverride() === trial);

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBrandOverride = (): BrandOverride | null => useSyncExternalStore(subscribe, getBrandOverride, getBrandOverride);
