/**
 * Which page buttons a pager shows: always the first and last page, the current page with
 * `siblings` pages either side, and a gap marker where pages are left out. The list has the
 * same length wherever the current page is (when there are enough pages), so the buttons do
 * not shift under the pointer while paging.
 */
export type PageItem = number | 'gap-start' | 'gap-end';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function pageItems(page: number, count: number, siblings = 1): PageItem[] {
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);

  const current = Math.min(Math.max(1, page), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const edge = slots - 2; // pages shown next to an end when there is only one gap

  if (current <= siblings + 3) return [...range(1, edge), 'gap-end', count];
  if (current >= count - siblings - 2) return [1, 'gap-start', ...range(count - edge + 1, count)];
  return [1, 'gap-start', ...range(current - siblings, current + siblings), 'gap-end', count];
}
