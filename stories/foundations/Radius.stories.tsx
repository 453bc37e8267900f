import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import { Page, TokenName, TokenTable, mono, tokensUnder, useTokenValue } from './tokenDocs';

function RadiusScale() {
  const { t } = useTranslation();
  const valueOf = useTokenValue();
  return (
    <Page titleKey="foundation.radius.title" introKey="foundation.radius.intro">
      <TokenTable
        caption="radius"
        entries={tokensUnder('radius')}
        columns={[
          { header: t('foundation.columns.token'), render: (e) => <TokenName entry={e} /> },
          {
            header: t('foundation.columns.sample'),
            render: (e) => (
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 96,
                  height: 48,
                  borderRadius: e.reference,
                  background: vars.color.brand.soft,
                  border: `2px solid ${vars.color.brand.default}`,
                }}
              />
            ),
          },
          { header: t('foundation.columns.variable'), render: (e) => <code style={mono}>{e.cssVar}</code> },
          { header: t('foundation.columns.value'), render: (e) => <code style={mono}>{valueOf(e.cssVar)}</code> },
        ]}
      />
    </Page>
  );
}

const meta = { title: 'Foundations/Radius' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <RadiusScale /> };
