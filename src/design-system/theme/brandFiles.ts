/**
 * The shipped brands' token files and metadata, without colour maths: what the browser needs at start
 * (brand names, logos, which partner codes have a build-time theme). Expanding a file into a theme
 * (./partners.ts, seeds.ts and culori) happens at build time or, for a run-time partner, on demand
 * (runtime.ts), so importing this module keeps culori out of the first page load (issue 13's budgets).
 */
import kervan from '../../../design-tokens/partners/kervan.tokens.json';
import lumen from '../../../design-tokens/partners/lumen.tokens.json';
// Only the files' metadata for the browser: named imports, so the bundle keeps that key, not the whole token
// tree (the full partner files reach the browser only through partners.ts, for a run-time theme).
import { $extensions as kervanExtensions } from '../../../design-tokens/partners/kervan.tokens.json';
import { $extensions as lumenExtensions } from '../../../design-tokens/partners/lumen.tokens.json';
import { $extensions as platformExtensions } from '../../../design-tokens/semantic/default.tokens.json';

/** Partner token files by code (the code the API's partner list uses as `spm`). */
export const partnerTokenFiles = { kervan, lumen } as const;
export type PartnerCode = keyof typeof partnerTokenFiles;
export type BrandCode = 'default' | PartnerCode;
/** The metadata of each partner file (its `$extensions`), by code: the same keys as partnerTokenFiles. */
const partnerMetadata: Record<PartnerCode, object> = { kervan: { $extensions: kervanExtensions }, lumen: { $extensions: lumenExtensions } };
export const partnerCodes = Object.keys(partnerMetadata) as readonly PartnerCode[];
export const brandCodes = ['default', ...partnerCodes] as readonly BrandCode[];
/** A partner code with a token file of ours (a build-time theme). */
export const hasPartnerTokenFile = (code: string): code is PartnerCode => Object.hasOwn(partnerMetadata, code);

/** Brand metadata carried in a token file's `$extensions`. */
export type BrandInfo = {
  code: string;
  name: string;
  logo?: string;
  favicon?: string;
  defaultLanguage?: string;
  /** The partner's own terms, privacy and help pages; the platform's are used where a partner has none. */
  termsUrl?: string;
  privacyUrl?: string;
  helpUrl?: string;
};
const EXTENSION = 'app.merchant-portal.partner';

/** A partner file's brand metadata, checked (no colour maths, so the browser's brandInfo needs no culori). */
export function readBrandInfo(file: object, code: string): BrandInfo {
  const info = ((file as Record<string, unknown>).$extensions as Record<string, BrandInfo> | undefined)?.[EXTENSION];
  if (!info?.name) throw new Error(`Partner file "${code}" has no $extensions["${EXTENSION}"].name`);
  if (info.code !== code) throw new Error(`Partner file "${code}" declares code "${info.code}"`);
  return info;
}

const platformInfo = (platformExtensions as Record<string, BrandInfo> | undefined)?.[EXTENSION];

/** Metadata of every shipped brand, the platform's first. */
export const brandInfo = {
  default: platformInfo ?? { code: 'default', name: 'Merchant Portal' },
  ...Object.fromEntries(
    Object.entries(partnerMetadata).map(([code, file]) => [code, readBrandInfo(file, code)]),
  ),
} as Record<BrandCode, BrandInfo>;
