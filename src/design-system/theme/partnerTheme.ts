/**
 * A partner's seeds as inline custom properties of the theme contract: the colour maths (seeds.ts, culori) and
 * the contract's variable names, loaded by runtime.ts only when a partner is themed at run time (issue 13).
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import { themeFromSeeds, type PartnerSeeds } from './seeds';

/** Custom property name -> value for the seeds; throws when the seeds cannot make a theme. */
export const partnerThemeStyle = (seeds: PartnerSeeds): Record<string, string> =>
  Object.fromEntries(Object.entries(assignInlineVars(vars, themeFromSeeds(seeds))).map(([name, value]) => [name, String(value)]));
