import { z } from 'zod';
import { tooLong } from './text';

export const IMAGE_URL_MAX = 2000;

/**
 * An image address staff may store: a path on this site (an upload under /uploads/, a bundled picture under
 * /images/) or an http(s) address. Anything else (javascript:, data:, protocol-relative //host) is refused, because
 * the value ends up in an <img src> on public pages.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Please add an image')
  .max(IMAGE_URL_MAX, tooLong('Image address is too long'))
  .refine(isSafeImageUrl, 'Please use an uploaded image or an http(s) address');

/** The same rule where an image is optional: '' means none. */
export const optionalImageUrlSchema = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, tooLong('Image address is too long'))
  .refine((value) => value === '' || isSafeImageUrl(value), 'Please use an uploaded image or an http(s) address');
