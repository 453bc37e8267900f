/**
 * Reads the W3C DTCG token files in design-tokens/ and turns them into plain CSS values.
 * This module is the one reader of the token files: the theme contract, the build-time
 * themes, the run-time partner theme and the Foundations stories all go through it.
 */
import baseColor from '../../../design-tokens/base/color.tokens.json';
import baseDimension from '../../../design-tokens/base/dimension.tokens.json';
import semantic from '../../../design-tokens/semantic/default.tokens.json';

type TokenLeaf = { $value: unknown; $type?: string; $description?: string };

/** The shape of a token tree with every leaf turned into a CSS value string. */
export type TokenValues<T> = {
  [K in keyof T as K extends `$${string}` ? never : K]: T[K] extends { $value: unknown }
    ? string
    : TokenValues<T[K]>;
};

/** The semantic token tree: the shape every theme fills in. */
export type SemanticTokens = TokenValues<typeof semantic>;

export const semanticTokenFile = semantic;
export const baseTokenFiles = { color: baseColor, dimension: baseDimension } as const;

const isLeaf = (node: unknown): node is TokenLeaf =>
  typeof node === 'object' && node !== null && '$value' in node;

/** Finds a token by its dotted path, e.g. `color.gray.50`, in any of the given trees. */
function lookup(path: string, trees: readonly object[]): TokenLeaf | undefined {
  for (const tree of trees) {
    let node: unknown = tree;
    for (const part of path.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (isLeaf(node)) return node;
  }
  return undefined;
}

type Shadow = { color: string; offsetX: string; offsetY: string; blur: string; spread: string };

/** Turns one resolved DTCG value into CSS text. */
export function toCss(value: unknown): string {
  if (Array.isArray(value)) {
    return value.map((family) => (/\s/.test(String(family)) ? `"${family}"` : String(family))).join(', ');
  }
  if (typeof value === 'object' && value !== null) {
    const s = value as Shadow;
    return `${s.offsetX} ${s.offsetY} ${s.blur} ${s.spread} ${s.color}`;
  }
  return String(value);
}

/** Resolves `{a.b.c}` references (recursively) against the given trees and returns the raw DTCG value. */
export function resolveValue(value: unknown, trees: readonly object[], seen: string[] = []): unknown {
  if (typeof value !== 'string') return value;
  const match = /^\{([^}]+)\}$/.exec(value);
  if (!match) return value;
  const path = match[1];
  if (seen.includes(path)) throw new Error(`Token reference cycle: ${[...seen, path].join(' -> ')}`);
  const target = lookup(path, trees);
  if (!target) throw new Error(`Unknown token reference {${path}}`);
  return resolveValue(target.$value, trees, [...seen, path]);
}

/** Maps every leaf of a token tree through `fn`, dropping `$`-prefixed metadata keys. */
export function mapLeaves<R>(tree: object, fn: (leaf: TokenLeaf, path: string[]) => R, path: string[] = []): unknown {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    out[key] = isLeaf(node) ? fn(node, [...path, key]) : mapLeaves(node as object, fn, [...path, key]);
  }
  return out;
}

/** The platform brand's full set of semantic values, as CSS strings. */
export function resolveSemantic(tree: object = semantic): SemanticTokens {
  // Semantic values reference base scales only (the two trees share names such as `radius.full`).
  const trees = [baseColor, baseDimension];
  return mapLeaves(tree, (leaf) => toCss(resolveValue(leaf.$value, trees))) as SemanticTokens;
}

/** The contract's shape: the semantic tree with null leaves, as vanilla-extract wants it. */
export function contractShape(): Record<string, unknown> {
  return mapLeaves(semantic, () => null) as Record<string, unknown>;
}

/** Every leaf path of the semantic tree (e.g. `color.bg.canvas`). */
export function leafPaths(tree: object = semantic): string[] {
  const paths: string[] = [];
  mapLeaves(tree, (_leaf, path) => paths.push(path.join('.')));
  return paths;
}
