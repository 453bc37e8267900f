/**
 * The language trigger's classes, shared by the public pages' LanguageSwitcher and the top bar's menus
 * (TopBar.css re-exports them): in their own file so the sign-in page does not load the top bar's CSS.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const textTrigger = style({ gap: vars.space.xs });

export const languageCode = style({ fontWeight: vars.font.weight.medium });
