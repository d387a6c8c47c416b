import { parseThaliItemId } from '@domain/thali-view';
import thaliArt from '@/assets/art/offer-gujarati-thali.svg?no-inline';

/**
 * The picture of a cart line: the dish's own, or for the day's thali (which has none of its own) the thali's artwork.
 * Worked out when shown, not stored with the line, so a release that renames the artwork never leaves a broken image.
 */
export const lineImage = (line: { _id: string; image: string }): string => line.image || (parseThaliItemId(line._id) ? thaliArt : '');
