import {
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_IMAGE_FORMATS,
} from '@shop/contracts';

/**
 * docs/product/admin.md#product-images: the same rules word themselves differently on the Add
 * form and in the edit dialog.
 */
export const IMAGE_MESSAGES = {
  add: {
    tooMany: PRODUCT_ADMIN_MESSAGES.tooManyImages,
    type: PRODUCT_ADMIN_MESSAGES.imageType,
    size: PRODUCT_ADMIN_MESSAGES.imageSize,
  },
  edit: {
    tooMany: PRODUCT_ADMIN_MESSAGES.tooManyImages,
    type: 'Please select only JPEG, PNG, or WEBP images',
    size: 'Each image must be smaller than 5MB',
  },
} as const;

export type ImageMessages = (typeof IMAGE_MESSAGES)[keyof typeof IMAGE_MESSAGES];

// image/jpg is not a registered type, but some systems label JPEG files with it.
const ACCEPTED_TYPES = [...PRODUCT_IMAGE_FORMATS.map((format) => `image/${format}`), 'image/jpg'];

/** What the file picker offers. */
export const IMAGE_ACCEPT = ACCEPTED_TYPES.join(',');

/** Why the chosen files cannot join the `alreadyThere` images, or null when they can. */
export function imageSelectionProblem(
  files: File[],
  alreadyThere: number,
  messages: ImageMessages,
): string | null {
  if (alreadyThere + files.length > MAX_PRODUCT_IMAGES) return messages.tooMany;
  if (files.some((file) => !ACCEPTED_TYPES.includes(file.type))) return messages.type;
  if (files.some((file) => file.size >= MAX_IMAGE_BYTES)) return messages.size;
  return null;
}
