import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import { Page, Section, TokenName, TokenTable, mono, tokensUnder, useTokenValue, type TokenEntry } from './tokenDocs';

/** A bar as long as the token: the scale reads at a glance. */
const Bar = ({ entry }: { entry: TokenEntry }) => (
  <span
    aria-hidden="true"
    style={{ display: 'block', width: entry.reference, maxWidth: 480, height: 16, background: vars.color.brand.default, borderRadius: 2 }}
  />
);

function SpaceScale() {
  const { t } = useTranslation();
  const valueOf = useTokenValue();
  const columns = [
    { header: t('foundation.columns.token'), width: '28%', render: (e: TokenEntry) => <TokenName entry={e} /> },
    { header: t('foundation.columns.sample'), render: (e: TokenEntry) => <Bar entry={e} /> },
    { header: t('foundation.columns.variable'), width: '24%', render: (e: TokenEntry) => <code style={mono}>{e.cssVar}</code> },
    { header: t('foundation.columns.value'), width: '12%', render: (e: TokenEntry) => <code style={mono}>{valueOf(e.cssVar)}</code> },
  ];
  return (
    <Page titleKey="foundation.space.title" introKey="foundation.space.intro">
      <TokenTable caption="space" entries={tokensUnder('space')} columns={columns} />
      <Section title={t('foundation.space.sizesTitle')} intro={t('foundation.space.sizesIntro')}>
        <TokenTable caption="size" entries={tokensUnder('size')} columns={columns} />
      </Section>
    </Page>
  );
}

const meta = { title: 'Foundations/Spacing' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <SpaceScale /> };
