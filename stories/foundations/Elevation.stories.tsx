import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import { Page, mono, tokensUnder, useTokenValue } from './tokenDocs';

function ElevationScale() {
  const valueOf = useTokenValue();
  const { t } = useTranslation();
  return (
    <Page titleKey="foundation.elevation.title" introKey="foundation.elevation.intro">
      <ul style={{ display: 'flex', gap: vars.space.xl, listStyle: 'none', padding: vars.space.xl, margin: 0, background: vars.color.bg.canvas }}>
        {tokensUnder('shadow').map((entry) => (
          <li
            key={entry.path}
            style={{
              width: 240,
              padding: vars.space.md,
              background: vars.color.bg.surface,
              borderRadius: vars.radius.md,
              boxShadow: entry.reference,
            }}
          >
            <code style={{ ...mono, fontSize: vars.font.size.sm }}>{entry.path}</code>
            <dl style={{ margin: `${vars.space.xs} 0 0`, color: vars.color.text.muted, fontSize: vars.font.size.xs }}>
              <dt>{t('foundation.columns.variable')}</dt>
              <dd style={{ ...mono, margin: 0 }}>{entry.cssVar}</dd>
              <dt>{t('foundation.columns.value')}</dt>
              <dd style={{ ...mono, margin: 0 }}>{valueOf(entry.cssVar)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Page>
  );
}

const meta = { title: 'Foundations/Elevation' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <ElevationScale /> };
