/**
 * The partner brands. kervan and lumen take their theme seeds from design-tokens/partners/*.tokens.json
 * (one source for designers, Storybook and the API); harbor exists only here, to exercise the portal's
 * run-time theme path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config';

export interface PartnerSeed {
  code: string; source: string; spm: string; path: string; menuLogo: string; support: string;
  theme: Record<string, string>;
}

interface TokenFile {
  $extensions?: { 'app.merchant-portal.partner'?: { code: string; name: string } };
  seed: {
    color: Record<string, { $value: string } | string>;
    radius?: { $value: string };
    fontFamily?: { $value: string };
  };
}

/** The seeds of a partner token file, as the API's `theme` field carries them. */
export function seedsFromTokenFile(code: string): { name: string; theme: Record<string, string> } {
  const file = JSON.parse(readFileSync(join(projectRoot, 'design-tokens/partners', `${code}.tokens.json`), 'utf8')) as TokenFile;
  const theme: Record<string, string> = {};
  for (const [role, token] of Object.entries(file.seed.color)) {
    if (typeof token === 'object' && token && '$value' in token) theme[role] = token.$value;
  }
  if (file.seed.radius) theme.radius = file.seed.radius.$value;
  if (file.seed.fontFamily) theme.fontFamily = file.seed.fontFamily.$value;
  return { name: file.$extensions?.['app.merchant-portal.partner']?.name ?? code, theme };
}

const files = (code: string) => ({ path: 'favicon.svg', menuLogo: `/partners/${code}/logo.svg` });

export function partnerSeeds(): PartnerSeed[] {
  const kervan = seedsFromTokenFile('kervan');
  const lumen = seedsFromTokenFile('lumen');
  return [
    { code: 'kervan', source: kervan.name, spm: 'kervan', ...files('kervan'), support: 'destek@kervanticaret.com.tr', theme: kervan.theme },
    { code: 'lumen', source: lumen.name, spm: 'lumen', ...files('lumen'), support: 'https://help.lumenfulfilment.com', theme: lumen.theme },
    {
      code: 'harbor', source: 'Harbor Commerce', spm: 'harbor', ...files('harbor'), support: 'support@harborcommerce.com',
      theme: { brand: '#1d4f7c', accent: '#e0a526', surface: '#f7f9fb', text: '#13202d', sidebar: '#0f2438', radius: '4px', fontFamily: 'Noto Sans Variable' },
    },
  ];
}
