import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const studio = style({ display: 'grid', gap: vars.space.xl, color: vars.color.text.default, fontFamily: vars.font.family.body });

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, margin: 0 });

export const muted = style({ color: vars.color.text.muted, margin: 0, maxWidth: '72ch' });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const colorField = style({ display: 'grid', gridTemplateColumns: '28px 1fr', gap: vars.space.xs, alignItems: 'start' });

export const swatch = style({
  width: '28px',
  height: '28px',
  marginTop: '26px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const miniSwatch = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  marginInlineEnd: vars.space.xxs,
  verticalAlign: 'middle',
  borderRadius: '3px',
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

export const logoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const logoPreview = style({ height: '40px', maxWidth: '200px', objectFit: 'contain' });
export const logoHint = style({ color: vars.color.text.muted });

export const report = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const adjusted = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const tableWrap = style({ border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.md });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm, background: vars.color.bg.surface });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { background: vars.color.bg.subtle, fontWeight: vars.font.weight.semibold });
globalStyle(`${table} td[data-fails]`, { color: vars.color.danger.onSoft, background: vars.color.danger.soft });

export const mono = style({ fontFamily: vars.font.family.mono });

export const file = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  background: vars.color.bg.subtle,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});
