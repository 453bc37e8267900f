/** The content security policy fits what the built portal really does. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { helmetOptions, REACT_ARIA_PRESSABLE_STYLE } from './security';

const directives = () => (helmetOptions().contentSecurityPolicy as { directives: Record<string, string[]> }).directives;

describe('content security policy', () => {
  it('allows React Aria\'s one injected style element by hash, and no other inline style element or script', () => {
    const { styleSrc, scriptSrc, styleSrcAttr } = directives();
    // The hash Chromium reported for React Aria 1.22's pressable style.
    expect(styleSrc).toContain("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(styleSrcAttr).toEqual(["'unsafe-inline'"]);
  });

  it('matches the style text the installed react-aria injects', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const source = readFileSync(join(root, 'dist/private/interactions/usePress.mjs'), 'utf8');
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(template).toBeDefined();
    const text = template!.replace(/\$\{[^}]+\}/, 'data-react-aria-pressable').trim();
    expect(text).toBe(REACT_ARIA_PRESSABLE_STYLE);
  });

  it('lets the support chat widget load from its own origin only', () => {
    const { scriptSrc, connectSrc, frameSrc } = directives();
    expect(scriptSrc).toEqual(["'self'", 'https://widget.merchantportal.com']);
    expect(connectSrc).toContain('https://widget.merchantportal.com');
    expect(frameSrc).toEqual(['https://widget.merchantportal.com']);
  });
});
