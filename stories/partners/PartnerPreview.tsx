/**
 * One small portal screen (top bar, sidebar, a page with actions, a field, a selected row and
 * statuses) themed by whatever theme scope wraps it. The Partners page renders it once per brand.
 * It reads only semantic variables, like every component, so it shows each brand as merchants see it.
 */
import type { CSSProperties } from 'react';
import { Button } from '@/design-system/components/Button';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { TextField } from '@/design-system/components/TextField';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';

const navItems = ['dashboard', 'orders', 'products', 'logistics'] as const;

const frame: CSSProperties = {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.bg.canvas,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
};

export function PartnerPreview({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  return (
    <div style={frame}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: vars.space.sm,
          height: vars.size.topBar,
          padding: `0 ${vars.space.md}`,
          background: vars.color.topBar.bg,
          color: vars.color.topBar.text,
          borderBottom: `1px solid ${vars.color.border.default}`,
        }}
      >
        <span
          aria-hidden="true"
          style={{
            display: 'grid',
            placeItems: 'center',
            width: 28,
            height: 28,
            borderRadius: vars.radius.md,
            background: vars.color.brand.default,
            color: vars.color.brand.onBrand,
            fontWeight: vars.font.weight.bold,
          }}
        >
          {brandName.charAt(0)}
        </span>
        <h2 style={{ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }}>{brandName}</h2>
      </header>
      <div style={{ display: 'grid', gridTemplateColumns: '150px 1fr', minHeight: 300 }}>
        <ul style={{ listStyle: 'none', margin: 0, padding: vars.space.xs, background: vars.color.sidebar.bg }}>
          {navItems.map((item, index) => {
            const active = index === 1;
            return (
              <li
                key={item}
                aria-current={active ? 'page' : undefined}
                style={{
                  padding: `${vars.space.xs} ${vars.space.sm}`,
                  marginBottom: vars.space.xxs,
                  borderRadius: vars.radius.sm,
                  background: active ? vars.color.sidebar.activeBg : index === 2 ? vars.color.sidebar.hoverBg : 'transparent',
                  color: active ? vars.color.sidebar.activeText : vars.color.sidebar.text,
                  fontWeight: active ? vars.font.weight.semibold : vars.font.weight.regular,
                }}
              >
                {t(`foundation.partners.nav.${item}`)}
              </li>
            );
          })}
        </ul>
        <div style={{ padding: vars.space.md }}>
          <div
            style={{
              display: 'grid',
              gap: vars.space.sm,
              padding: vars.space.md,
              background: vars.color.bg.surface,
              borderRadius: vars.radius.md,
              boxShadow: vars.shadow.sm,
            }}
          >
            <h3 style={{ fontSize: vars.font.size.xl }}>{t('foundation.partners.pageTitle')}</h3>
            <p>{t('foundation.partners.pageText')}</p>
            <p style={{ color: vars.color.text.muted, fontSize: vars.font.size.sm }}>{t('foundation.partners.muted')}</p>
            <Link href="/settings/price-rules">{t('foundation.partners.link')}</Link>
            <TextField label={t('foundation.partners.search')} defaultValue="MP-240518-0031" />
            <div style={{ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' }}>
              <Button variant="primary">{t('foundation.partners.primary')}</Button>
              <Button variant="secondary">{t('foundation.partners.secondary')}</Button>
            </div>
            <p
              style={{
                padding: `${vars.space.xs} ${vars.space.sm}`,
                borderRadius: vars.radius.sm,
                background: vars.color.brand.soft,
                color: vars.color.brand.onSoft,
                fontWeight: vars.font.weight.medium,
              }}
            >
              {t('foundation.partners.selected')}
            </p>
            <div style={{ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' }}>
              <StatusPill tone="success">{t('foundation.partners.status.paid')}</StatusPill>
              <StatusPill tone="warning">{t('foundation.partners.status.waiting')}</StatusPill>
              <StatusPill tone="danger">{t('foundation.partners.status.failed')}</StatusPill>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
