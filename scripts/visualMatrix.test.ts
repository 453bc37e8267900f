import { describe, expect, it } from 'vitest';
import { applyChromaticModes, chromaticModes, visualBrandsFor } from '../.storybook/visualMatrix';

describe('visual matrix', () => {
  it('shoots components, foundations, shell and partners in every build-time brand', () => {
    for (const id of ['components-button--primary', 'foundations-colour--roles', 'shell-parts--sidebar-collapsed', 'Partners/Brands']) {
      expect(visualBrandsFor(id, {})).toEqual(['default', 'kervan', 'lumen']);
    }
  });

  it('shoots screens and flows in the default brand only, unless a story opts in', () => {
    expect(visualBrandsFor('screens-sign-in--login', {})).toEqual(['default']);
    expect(visualBrandsFor('flows-product-table--my-products', {})).toEqual(['default']);
    expect(visualBrandsFor('screens-sign-in--login', { visual: { brands: ['default', 'kervan'] } })).toEqual(['default', 'kervan']);
    expect(visualBrandsFor('components-button--primary', { visual: { disable: true, reason: 'x' } })).toEqual([]);
  });

  it('gives Chromatic the same brands, at the story viewport', () => {
    expect(Object.keys(chromaticModes('Components/Button', {}, {}))).toEqual(['default', 'kervan', 'lumen']);
    expect(chromaticModes('Screens/Sign-in', {}, { viewport: { value: 'phone' } })).toEqual({ 'default phone': { brand: 'default', viewport: { value: 'phone' } } });
    const module: Record<string, { parameters?: Record<string, unknown>; title?: string }> = {
      default: { title: 'Screens/Orders' },
      List: {},
      Off: { parameters: { visual: { disable: true } } },
    };
    applyChromaticModes(module);
    expect(module.List!.parameters!.chromatic).toEqual({ modes: { default: { brand: 'default', viewport: { value: 'desktop' } } } });
    expect(module.Off!.parameters!.chromatic).toEqual({ disableSnapshot: true });
  });
});
