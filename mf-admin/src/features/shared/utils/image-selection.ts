import type { ProductImage } from '@shop/contracts';

/** A picked file not uploaded yet, with its preview address. */
export interface NewImage {
  key: string;
  file: File;
  preview: string;
}

/** The product's images as the form holds them: kept, marked for removal, and picked. */
export interface ImageSelection {
  existing: ProductImage[];
  removedIds: string[];
  added: NewImage[];
  /** The image chosen as primary: an existing image's _id or a new image's key. */
  primaryKey: string | null;
}

export const selectionOf = (existing: ProductImage[] = []): ImageSelection => ({
  existing,
  removedIds: [],
  added: [],
  primaryKey: existing.find((image) => image.isPrimary)?._id ?? null,
});

export const keptImages = (selection: ImageSelection): ProductImage[] =>
  selection.existing.filter((image) => !selection.removedIds.includes(image._id));

export const imageCount = (selection: ImageSelection): number =>
  keptImages(selection).length + selection.added.length;

/** The primary as it will be saved: the chosen one while it stays, else the first image left. */
export function primaryKeyOf(selection: ImageSelection): string | null {
  const keys = [
    ...keptImages(selection).map((image) => image._id),
    ...selection.added.map((image) => image.key),
  ];
  return selection.primaryKey && keys.includes(selection.primaryKey)
    ? selection.primaryKey
    : (keys[0] ?? null);
}

const primaryIsNew = (selection: ImageSelection): boolean =>
  selection.added.some((image) => image.key === primaryKeyOf(selection));

/**
 * The files to upload. The catalog makes the first image primary when the product has none, so
 * a new image chosen as primary is sent first.
 */
export function filesToSend(selection: ImageSelection): File[] {
  const primary = primaryKeyOf(selection);
  return [...selection.added]
    .sort((a, b) => Number(b.key === primary) - Number(a.key === primary))
    .map((image) => image.file);
}

/** `primaryImageId` of the update: a kept image chosen as primary. */
export function primaryImageIdToSend(selection: ImageSelection): string | undefined {
  const primary = primaryKeyOf(selection);
  return keptImages(selection).some((image) => image._id === primary)
    ? (primary ?? undefined)
    : undefined;
}

/**
 * Whether the new primary only gets its id once uploaded: a new image chosen while kept images
 * remain (one of which the catalog would otherwise keep as primary).
 */
export const primaryNeedsUploadedId = (selection: ImageSelection): boolean =>
  primaryIsNew(selection) && keptImages(selection).length > 0;
