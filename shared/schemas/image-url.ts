import { z } from 'zod';
import { isSafeImageUrl } from '../site-image';
import { tooLong } from './text';

export const IMAGE_URL_MAX = 2000;

export { isOutsideImageAddress, isSafeImageUrl } from '../site-image';

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
