/**
 * Building blocks of the Foundations pages. Everything they list comes from the token files through
 * src/design-system/theme/tokens.ts (paths, descriptions) and from the live CSS variables on <html>
 * (values), so the pages follow the brand toolbar — and the visual test's brand switch — by themselves.
 */
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { vars } from '@/design-system/theme/contract.css';
import { semanticTokenFile } from '@/design-system/theme/tokens';
import { useTranslation } from '@/i18n/i18n';

type Leaf = { $value: unknown; $description?: string };

export type TokenEntry = { path: string; description?: string; cssVar: string; reference: string };

/** The `var(--mp-…)` reference of a dotted semantic path. */
export function varOf(path: string): string {
  let node: unknown = vars;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No contract variable for ${path}`);
  return node;
}

const nameOf = (reference: string) => /^var\((--[^),]+)/.exec(reference)?.[1] ?? reference;

/** Every leaf under a group of the semantic token file (e.g. `color.brand`), in file order. */
export function tokensUnder(group: string): TokenEntry[] {
  let node: unknown = semanticTokenFile;
  for (const part of group.split('.')) node = (node as Record<string, unknown>)[part];
  const entries: TokenEntry[] = [];
  const walk = (current: Record<string, unknown>, path: string[]) => {
    for (const [key, child] of Object.entries(current)) {
      if (key.startsWith('$')) continue;
      const childPath = [...path, key];
      if (typeof child === 'object' && child !== null && '$value' in child) {
        const reference = varOf(childPath.join('.'));
        entries.push({ path: childPath.join('.'), description: (child as Leaf).$description, cssVar: nameOf(reference), reference });
      } else walk(child as Record<string, unknown>, childPath);
    }
  };
  walk(node as Record<string, unknown>, group.split('.'));
  return entries;
}

/** Subgroups of a group (e.g. `color` → bg, text, border, …). */
export function groupsUnder(group: string): string[] {
  let node: unknown = semanticTokenFile;
  for (const part of group.split('.')) node = (node as Record<string, unknown>)[part];
  return Object.keys(node as object).filter((key) => !key.startsWith('$'));
}

// Re-render whenever the brand on <html> changes (class or inline variables).
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-brand'] });
  return () => observer.disconnect();
};
const snapshot = () => `${document.documentElement.className}|${document.documentElement.getAttribute('style') ?? ''}`;

/** The active brand's value of a CSS variable, read live from <html>. */
export function useTokenValue(): (cssVar: string) => string {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const style = getComputedStyle(document.documentElement);
  return (cssVar: string) => style.getPropertyValue(cssVar).trim();
}

const text = {
  title: { fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold, margin: `0 0 ${vars.space.xs}` },
  heading: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, margin: `${vars.space.xl} 0 ${vars.space.xs}` },
  intro: { color: vars.color.text.muted, maxWidth: '72ch', margin: `0 0 ${vars.space.md}` },
} satisfies Record<string, CSSProperties>;

export function Page({ titleKey, introKey, children }: { titleKey: string; introKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article style={{ color: vars.color.text.default, fontFamily: vars.font.family.body, maxWidth: 1100 }}>
      <h1 style={text.title}>{t(titleKey)}</h1>
      <p style={text.intro}>{t(introKey)}</p>
      {children}
    </article>
  );
}

export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section>
      <h2 style={text.heading}>{title}</h2>
      {intro && <p style={text.intro}>{intro}</p>}
      {children}
    </section>
  );
}

const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
export const mono: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs };

/** One column of a token table; give widths so every table on a page lines up. */
export type TokenColumn = { header: string; width?: CSSProperties['width']; render: (entry: TokenEntry) => ReactNode };

/** A table of tokens: one row per token, the columns given as render functions. */
export function TokenTable({
  caption,
  entries,
  columns,
}: {
  caption: string;
  entries: TokenEntry[];
  columns: TokenColumn[];
}) {
  return (
    <table
      style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%', background: vars.color.bg.surface, fontSize: vars.font.size.sm }}
    >
      <caption style={{ ...mono, textAlign: 'start', padding: `${vars.space.xs} 0`, color: vars.color.text.muted }}>{caption}</caption>
      <thead>
        <tr style={{ background: vars.color.bg.subtle }}>
          {columns.map((column) => (
            <th key={column.header} scope="col" style={{ ...cell, width: column.width, fontWeight: vars.font.weight.semibold }}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.path}>
            {columns.map((column) => (
              <td key={column.header} style={cell}>
                {column.render(entry)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Token path and its description, the first column of every table. */
export function TokenName({ entry }: { entry: TokenEntry }) {
  return (
    <>
      <code style={mono}>{entry.path}</code>
      {entry.description && <div style={{ color: vars.color.text.muted, fontSize: vars.font.size.xs }}>{entry.description}</div>}
    </>
  );
}
