import { z } from 'zod';
import { tooLong } from './text';

export const IMAGE_URL_MAX = 2000;

/**
 * An image address staff may store: a path on this site (an upload under /uploads/, a bundled picture under
 * /images/). The site's Content-Security-Policy shows images from the site only, so an outside address would be a
 * broken picture: the back office fetches it once and stores a copy (the image-address route) instead. Anything else
 * (http(s) elsewhere, javascript:, data:, protocol-relative //host) is refused, because the value ends up in an
 * <img src> on public pages.
 */
export function isSafeImageUrl(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** Whether a value looks like an outside address the back office can fetch and keep a copy of. */
export function isOutsideImageAddress(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

export const IMAGE_URL_MESSAGE = 'Please upload the image, or paste its https:// address and press “Keep a copy”';

export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Please add an image')
  .max(IMAGE_URL_MAX, tooLong('Image address is too long'))
  .refine(isSafeImageUrl, IMAGE_URL_MESSAGE);

/** The same rule where an image is optional: '' means none. */
export const optionalImageUrlSchema = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, tooLong('Image address is too long'))
  .refine((value) => value === '' || isSafeImageUrl(value), IMAGE_URL_MESSAGE);
