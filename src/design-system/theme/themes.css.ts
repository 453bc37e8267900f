/**
 * Build-time theme classes, one per brand in design-tokens/ (the platform's and every partner file).
 * The class goes on <html> so that React Aria overlays portalled into <body> carry the theme too.
 * Expanding a partner file here also checks it: an unset contract leaf or a pair below WCAG AA
 * fails the build (see partners.ts).
 */
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandCodes, brandThemes, type BrandCode } from './partners';

const themes = brandThemes();

export const themeClass = Object.fromEntries(
  brandCodes.map((code) => [code, createTheme(vars, themes[code], `theme-${code}`)]),
) as Record<BrandCode, string>;

/** The platform brand's class (what <html> carries before any partner is known). */
export const defaultTheme = themeClass.default;
