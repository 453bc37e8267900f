/**
 * Build-time theme classes, one per brand in design-tokens/. The class goes on <html> so that
 * React Aria overlays portalled into <body> carry the theme too.
 */
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { resolveSemantic } from './tokens';

export const defaultTheme = createTheme(vars, resolveSemantic());
