// The checks a photo passes on this device before it is uploaded, and the wording of the
// server's refusals of one (by its error code), both as the problems the photos field shows.
import { MENU_LIMITS } from '../../../../domain/menu-rules';
import type { Problem } from '../problems';

/** The server's upload limit (server/admin/product-images.ts), checked first to save a trip. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const IMAGE_ERROR: Record<string, Problem> = {
  image_too_large: { key: 'admin.products.images.tooLarge', params: { max: 8 } },
  unsupported_image: { key: 'admin.products.images.unsupported' },
  too_many_images: {
    key: 'admin.products.images.tooMany',
    params: { max: MENU_LIMITS.imagesPerProduct },
  },
};

export function checkFile(file: File): Problem | null {
  if (file.type !== '' && !file.type.startsWith('image/'))
    return IMAGE_ERROR.unsupported_image ?? null;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_ERROR.image_too_large ?? null;
  return null;
}
