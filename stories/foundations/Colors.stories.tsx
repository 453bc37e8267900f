import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrast } from '@/design-system/theme/color';
import { contrastPairs } from '@/design-system/theme/contrast';
import { vars } from '@/design-system/theme/contract.css';
import { useTranslation } from '@/i18n/i18n';
import { Page, TokenName, TokenTable, groupsUnder, mono, tokensUnder, useTokenValue, varOf } from './tokenDocs';

/** Every colour role, grouped as in the token file, with a live swatch and value. */
function ColourRoles() {
  const { t } = useTranslation();
  const valueOf = useTokenValue();
  return (
    <Page titleKey="foundation.color.title" introKey="foundation.color.intro">
      {groupsUnder('color').map((group) => (
        <TokenTable
          key={group}
          caption={`color.${group}`}
          entries={tokensUnder(`color.${group}`)}
          columns={[
            {
              header: t('foundation.columns.sample'),
              width: 96,
              render: (entry) => (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'block',
                    width: 56,
                    height: 28,
                    borderRadius: vars.radius.sm,
                    background: entry.reference,
                    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
                  }}
                />
              ),
            },
            { header: t('foundation.columns.token'), width: '40%', render: (entry) => <TokenName entry={entry} /> },
            { header: t('foundation.columns.variable'), width: '30%', render: (entry) => <code style={mono}>{entry.cssVar}</code> },
            { header: t('foundation.columns.value'), render: (entry) => <code style={mono}>{valueOf(entry.cssVar)}</code> },
          ]}
        />
      ))}
    </Page>
  );
}

const cssName = (path: string) => /^var\((--[^),]+)/.exec(varOf(path))?.[1] ?? path;

/** Every pair from the contrast list, drawn and measured in the active brand. */
function ContrastPairs() {
  const { t } = useTranslation();
  const valueOf = useTokenValue();
  return (
    <Page titleKey="foundation.color.contrastTitle" introKey="foundation.color.contrastIntro">
      <table style={{ borderCollapse: 'collapse', width: '100%', background: vars.color.bg.surface, fontSize: vars.font.size.sm }}>
          <thead>
            <tr style={{ background: vars.color.bg.subtle }}>
              {['sample', 'token', 'ratio', 'minimum'].map((column) => (
                <th key={column} scope="col" style={{ textAlign: 'start', padding: vars.space.xs }}>
                  {t(`foundation.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map((pair) => {
              const ratio = contrast(valueOf(cssName(pair.foreground)), valueOf(cssName(pair.background)));
              const isText = pair.min >= 4.5;
              return (
                <tr key={`${pair.foreground}/${pair.background}`} style={{ borderBottom: `1px solid ${vars.color.border.default}` }}>
                  <td style={{ padding: vars.space.xs }}>
                    <span
                      style={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        minWidth: 72,
                        height: 32,
                        padding: `0 ${vars.space.sm}`,
                        borderRadius: vars.radius.sm,
                        background: varOf(pair.background),
                        color: varOf(pair.foreground),
                        fontWeight: vars.font.weight.medium,
                        // Non-text pairs (focus ring, brand as a UI colour) are drawn as a ring, not as text.
                        boxShadow: isText ? undefined : `inset 0 0 0 3px ${varOf(pair.foreground)}`,
                      }}
                    >
                      {isText ? 'Aa 文字 Ğş' : null}
                    </span>
                  </td>
                  <td style={{ padding: vars.space.xs }}>
                    <code style={mono}>{pair.foreground}</code>
                    <div style={{ ...mono, color: vars.color.text.muted }}>{pair.background}</div>
                  </td>
                  <td style={{ padding: vars.space.xs, fontVariantNumeric: 'tabular-nums' }}>
                    {`${ratio.toFixed(2)}:1 `}
                    <span style={{ color: ratio >= pair.min ? vars.color.success.onSoft : vars.color.danger.onSoft }}>
                      {t(ratio >= pair.min ? 'foundation.color.pass' : 'foundation.color.fail')}
                    </span>
                  </td>
                  <td style={{ padding: vars.space.xs }}>{`${pair.min}:1`}</td>
                </tr>
              );
            })}
          </tbody>
      </table>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = { render: () => <ColourRoles /> };

export const Contrast: Story = { render: () => <ContrastPairs /> };
