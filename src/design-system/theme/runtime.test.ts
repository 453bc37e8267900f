/**
 * The run-time path on a minimal stand-in for <html> (the unit project runs in Node): the class for
 * build-time brands, inline custom properties for seeds, and clean removal.
 */
import { describe, expect, it, vi } from 'vitest';
import { leafPaths } from './tokens';

// themes.css.ts is compiled by vanilla-extract in the app; here its class names are enough.
vi.mock('./themes.css', () => ({ themeClass: { default: 'theme-default', kervan: 'theme-kervan', lumen: 'theme-lumen' } }));
const { applyBrand, applyPartnerTheme, loadPartnerTheme, removePartnerTheme } = await import('./runtime');

function fakeRoot() {
  const properties = new Map<string, string>();
  const classes = new Set<string>();
  return {
    properties,
    classes,
    dataset: {} as Record<string, string>,
    classList: {
      add: (...names: string[]) => names.forEach((name) => classes.add(name)),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    },
    style: {
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => properties.delete(name),
    },
  };
}
type Root = ReturnType<typeof fakeRoot>;
const asElement = (root: Root) => root as unknown as HTMLElement;

describe('run-time theme', () => {
  it('switches the build-time brand class on <html>', () => {
    const root = fakeRoot();
    applyBrand('kervan', asElement(root));
    applyBrand('lumen', asElement(root));
    expect([...root.classes]).toEqual(['theme-lumen']);
    expect(root.dataset.brand).toBe('lumen');
  });

  it('writes every contract variable from seeds and removes them all again', async () => {
    const root = fakeRoot();
    const remove = await loadPartnerTheme({ brand: '#f2b705', sidebar: '#0f2a44', radius: '4px' }, asElement(root));
    expect(root.properties.size).toBe(leafPaths().length);
    expect(root.properties.get('--mp-color-sidebar-bg')).toBe('#0f2a44');
    expect(root.properties.get('--mp-radius-md')).toBe('4px');
    expect(root.properties.get('--mp-size-topBar')).toBe('50px');
    remove();
    expect(root.properties.size).toBe(0);
    expect(root.dataset.partnerTheme).toBeUndefined();
  });

  it('ignores seeds that cannot make a theme, leaving the page as it was', async () => {
    const root = fakeRoot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remove = await loadPartnerTheme({ brand: 'not a colour' }, asElement(root));
    expect(root.properties.size).toBe(0);
    expect(warn).toHaveBeenCalledWith('Partner theme ignored:', expect.stringContaining('"brand" must be a colour'));
    remove();
    removePartnerTheme(asElement(root));
    warn.mockRestore();
  });

  it('applies seeds once the colour maths has loaded, and a clean-up before that cancels them', async () => {
    const root = fakeRoot();
    const remove = applyPartnerTheme({ brand: '#f2b705' }, asElement(root));
    await vi.waitFor(() => expect(root.properties.size).toBe(leafPaths().length));
    remove();
    expect(root.properties.size).toBe(0);

    const early = fakeRoot();
    applyPartnerTheme({ brand: '#f2b705' }, asElement(early))();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.properties.size).toBe(0);
  });
});
