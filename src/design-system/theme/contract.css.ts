/**
 * The theme contract: one CSS variable per leaf of design-tokens/semantic/default.tokens.json.
 * Derived from the token file's shape, never written out by hand, so a new semantic token is a
 * new variable everywhere at once. Components read `vars` only, never base scales.
 *
 * Variable names are stable and readable (`--mp-color-bg-canvas`), so the run-time partner theme,
 * designers' tools and browser dev tools all see the same names as the token files.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { contractShape, type SemanticTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

export const vars = createGlobalThemeContract(
  contractShape() as Contract<SemanticTokens>,
  (_value, path) => `mp-${path.join('-')}`,
);
