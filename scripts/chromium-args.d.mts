/** Types for chromium-args.mjs (imported by vitest.config.ts and playwright.config.ts). */
export declare const chromiumArgs: string[];
