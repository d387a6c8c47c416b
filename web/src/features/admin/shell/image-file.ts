/** The upload rules the server applies (5 MB, JPEG, PNG or WebP), checked first in the browser for a quick answer. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function imageFileProblem(file: File): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return 'Only JPEG, PNG or WebP images are allowed';
  if (file.size > MAX_IMAGE_BYTES) return 'Image must be 5 MB or smaller';
  return null;
}
