import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { vars } from '@/design-system/theme/contract.css';
import { themeFromSeeds } from '@/design-system/theme/seeds';
import { themeClass } from '@/design-system/theme/themes.css';
import { useTranslation } from '@/i18n/i18n';
import { harborSeeds, storyBrandNames, storyBrands, type StoryBrand } from '../../.storybook/brands';
import { PartnerPreview } from './PartnerPreview';

/** A theme scope for one panel: the brand's class, or harbor's seeds expanded to inline variables. */
function scopeOf(brand: StoryBrand): { className?: string; style?: CSSProperties } {
  if (brand === 'harbor') return { style: assignInlineVars(vars, themeFromSeeds(harborSeeds)) };
  return { className: themeClass[brand] };
}

function SideBySide() {
  const { t } = useTranslation();
  return (
    <article>
      <h1 style={{ fontSize: vars.font.size['2xl'], marginBottom: vars.space.xs }}>{t('foundation.partners.title')}</h1>
      <p style={{ color: vars.color.text.muted, maxWidth: '72ch', marginBottom: vars.space.lg }}>{t('foundation.partners.intro')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg }}>
        {storyBrands.map((brand) => (
          <section key={brand} aria-label={storyBrandNames[brand]} {...scopeOf(brand)}>
            <PartnerPreview brandName={storyBrandNames[brand].replace(/ \(.*\)$/, '')} />
          </section>
        ))}
      </div>
    </article>
  );
}

const swatch = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: 20,
  height: 20,
  verticalAlign: 'middle',
  marginInlineEnd: 8,
  borderRadius: 4,
  background: color,
  boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.15)',
});

/** Harbor's seeds next to what the run-time path derives from them. */
function RuntimeHarbor() {
  const { t } = useTranslation();
  const theme = themeFromSeeds(harborSeeds);
  const derived: [string, string][] = [
    ['color.brand.default', theme.color.brand.default],
    ['color.brand.hover', theme.color.brand.hover],
    ['color.brand.active', theme.color.brand.active],
    ['color.brand.soft', theme.color.brand.soft],
    ['color.brand.onBrand', theme.color.brand.onBrand],
    ['color.brand.onSoft', theme.color.brand.onSoft],
    ['color.text.link', theme.color.text.link],
    ['color.border.focus', theme.color.border.focus],
    ['color.sidebar.text', theme.color.sidebar.text],
    ['color.sidebar.hoverBg', theme.color.sidebar.hoverBg],
    ['radius.lg', theme.radius.lg],
  ];
  const list = (rows: [string, string][]) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.font.size.sm }}>
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt style={{ fontFamily: vars.font.family.mono }}>{name}</dt>
          <dd style={{ margin: 0, fontFamily: vars.font.family.mono }}>
            {value.startsWith('#') && <span aria-hidden="true" style={swatch(value)} />}
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <article>
      <h1 style={{ fontSize: vars.font.size['2xl'], marginBottom: vars.space.xs }}>{t('foundation.partners.runtimeTitle')}</h1>
      <p style={{ color: vars.color.text.muted, maxWidth: '72ch', marginBottom: vars.space.lg }}>{t('foundation.partners.runtimeIntro')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.4fr', gap: vars.space.lg, alignItems: 'start' }}>
        <section>
          <h2 style={{ fontSize: vars.font.size.lg, marginBottom: vars.space.xs }}>{t('foundation.partners.seeds')}</h2>
          {list(Object.entries(harborSeeds) as [string, string][])}
        </section>
        <section>
          <h2 style={{ fontSize: vars.font.size.lg, marginBottom: vars.space.xs }}>{t('foundation.partners.derived')}</h2>
          {list(derived)}
        </section>
        <section aria-label={storyBrandNames.harbor} {...scopeOf('harbor')}>
          <PartnerPreview brandName="Harbor Commerce" />
        </section>
      </div>
    </article>
  );
}

const meta = {
  title: 'Partners/Brands',
  // Every brand side by side, the platform's included, in whichever brand the page is shot.
  parameters: { layout: 'padded', visual: { showsEveryBrand: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same screen in every brand: the platform's, each partner file, and Harbor from run-time seeds. */
export const SideBySideBrands: Story = { name: 'Side by side', render: () => <SideBySide /> };

/** The run-time path for a partner only the API knows: seeds in, a full AA theme out. */
export const RuntimeSeeds: Story = { name: 'Run-time seeds (Harbor)', render: () => <RuntimeHarbor /> };
