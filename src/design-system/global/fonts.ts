/**
 * Web fonts shipped with the app (from npm, not a CDN), so screenshots and users see the same type.
 * Inter is the platform's face; Manrope is Lumen Fulfilment's; Noto Sans is Harbor Commerce's (a
 * partner themed at run time from its API record). Each import only declares
 * @font-face rules with unicode ranges: the browser downloads a file when text on the page uses it.
 * Chinese falls back to the system's Noto Sans CJK SC (named in the token font stacks).
 */
/* oxlint-disable import/no-unassigned-import -- these imports exist for their @font-face side effect */
import '@fontsource-variable/inter';
import '@fontsource-variable/manrope';
import '@fontsource-variable/noto-sans';
