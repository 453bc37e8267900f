import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import { Page, Section, TokenName, TokenTable, mono, tokensUnder, useTokenValue } from './tokenDocs';

function TypeScale() {
  const { t } = useTranslation();
  const valueOf = useTokenValue();
  const value = { header: t('foundation.columns.value'), width: '30%', render: (e: { cssVar: string }) => <code style={mono}>{valueOf(e.cssVar)}</code> };
  const token = { header: t('foundation.columns.token'), width: '25%', render: (e: Parameters<typeof TokenName>[0]['entry']) => <TokenName entry={e} /> };
  return (
    <Page titleKey="foundation.type.title" introKey="foundation.type.intro">
      <Section title={t('foundation.type.families')}>
        <TokenTable
          caption="font.family"
          entries={tokensUnder('font.family')}
          columns={[
            token,
            { header: t('foundation.columns.sample'), render: (e) => <span style={{ fontFamily: e.reference, fontSize: vars.font.size.lg }}>{t('foundation.type.sample')}</span> },
            value,
          ]}
        />
      </Section>
      <Section title={t('foundation.type.sizes')}>
        <TokenTable
          caption="font.size"
          entries={tokensUnder('font.size')}
          columns={[
            token,
            { header: t('foundation.columns.sample'), render: (e) => <span style={{ fontSize: e.reference, lineHeight: vars.font.lineHeight.tight }}>{t('foundation.type.sample')}</span> },
            value,
          ]}
        />
      </Section>
      <Section title={t('foundation.type.weights')}>
        <TokenTable
          caption="font.weight"
          entries={tokensUnder('font.weight')}
          columns={[
            token,
            { header: t('foundation.columns.sample'), render: (e) => <span style={{ fontWeight: e.reference, fontSize: vars.font.size.lg }}>{t('foundation.type.sample')}</span> },
            value,
          ]}
        />
      </Section>
      <Section title={t('foundation.type.lineHeights')}>
        <TokenTable
          caption="font.lineHeight"
          entries={tokensUnder('font.lineHeight')}
          columns={[
            token,
            {
              header: t('foundation.columns.sample'),
              render: (e) => (
                <p style={{ lineHeight: e.reference, maxWidth: '44ch', background: vars.color.bg.subtle }}>{t('foundation.type.paragraph')}</p>
              ),
            },
            value,
          ]}
        />
      </Section>
    </Page>
  );
}

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <TypeScale /> };
