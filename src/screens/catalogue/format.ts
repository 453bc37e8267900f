/** How the catalogue screens show their values: cents are formatted here, never computed. */
import type { CallData } from '@/kit/data';

export type CategoryRow = CallData<'tenantCategoryAll'>[number];

export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function formatCostRange(min: number, max: number, locale: string): string {
  return min === max ? formatCents(min, locale) : `${formatCents(min, locale)} – ${formatCents(max, locale)}`;
}

/** The tree in reading order (each category followed by its children), with its depth for indenting. */
export function flattenTree(rows: readonly CategoryRow[]): Array<CategoryRow & { depth: number }> {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const out: Array<CategoryRow & { depth: number }> = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      out.push({ ...row, depth });
      if (depth < 5) visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/** Paragraphs of a description's text: the catalogue's HTML is shown as text, never injected. */
export function descriptionText(html: string): string[] {
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '\n'), 'text/html');
  return (doc.body.textContent ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
}

export const productDetailPath = (id: number) => `/products/detail/${id}`;
export const catalogueSearchPath = '/products/search';
