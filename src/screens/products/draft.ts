/** The edit form's working copy of an entry, and what differs from the saved entry (only that is sent). */
import type { CallData } from '@/kit/data';

export type SkuListEntry = CallData<'skuListEntry'>;

export interface VariantDraft {
  id: number;
  /** Integer cents, as the contract has them; NaN while the field is empty. */
  sellPrice: number;
  compareAtPrice: number | null;
  enabled: boolean;
}

export interface ProductDraft {
  title: string;
  description: string;
  images: string[];
  variants: VariantDraft[];
}

export const draftOf = (entry: SkuListEntry): ProductDraft => ({
  title: entry.title,
  description: entry.descriptionHtml,
  images: [...entry.images],
  variants: entry.variants.map(({ id, sellPrice, compareAtPrice, enabled }) => ({ id, sellPrice, compareAtPrice, enabled })),
});

export interface DraftChanges {
  title: boolean;
  description: boolean;
  images: boolean;
  variants: boolean;
}

export function changesOf(entry: SkuListEntry, draft: ProductDraft): DraftChanges {
  const saved = draftOf(entry);
  return {
    title: draft.title.trim() !== saved.title,
    description: draft.description !== saved.description,
    images: draft.images.join('\n') !== saved.images.join('\n'),
    variants: JSON.stringify(draft.variants) !== JSON.stringify(saved.variants),
  };
}

export const isDirty = (changes: DraftChanges) => Object.values(changes).some(Boolean);

/** Moves the image at `from` to `to` (the first image is the main one). */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  if (to < 0 || to >= images.length) return [...images];
  const next = [...images];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image);
  return next;
}
