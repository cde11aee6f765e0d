import { z } from 'zod';
import { LIMITS } from './common';
import { imageUrlSchema } from './image-url';
import { tooLong } from './text';

// The back office's Instagram posts (the home page's "Follow the Drip" grid) and their admin procedures share this file.
export const INSTAGRAM_COUNT_MAX = 10_000_000;
const COUNT_MESSAGE = `Please enter a whole number from 0 to ${INSTAGRAM_COUNT_MAX.toLocaleString('en-US')}`;

/**
 * A post's address must be a post or reel on Instagram itself: the tile links there from the home page, so an
 * address typed by mistake (or a look-alike host) never sends a visitor elsewhere. '' means the tile links nowhere.
 */
export function isInstagramPostUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && (url.hostname === 'www.instagram.com' || url.hostname === 'instagram.com') && /^\/(p|reel)\/[\w-]+\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const count = z.int({ error: COUNT_MESSAGE }).min(0, COUNT_MESSAGE).max(INSTAGRAM_COUNT_MAX, COUNT_MESSAGE);

export const instagramPostInputSchema = z.object({
  image: imageUrlSchema,
  caption: z
    .string()
    .trim()
    .min(1, 'Please write a caption')
    .max(LIMITS.shortText * 2, tooLong('Caption is too long')),
  url: z
    .string()
    .trim()
    .max(LIMITS.shortText, tooLong('Post address is too long'))
    .refine(isInstagramPostUrl, 'Please paste the address of an Instagram post, like https://www.instagram.com/p/…'),
  likes: count,
  comments: count,
  postedOn: z.iso.date('Please pick the day it was posted'),
  displayOrder: z.int({ error: 'Order must be a whole number' }).min(0, 'Order cannot be negative').max(1000, 'Order must be 1000 or less'),
});
export type InstagramPostInput = z.input<typeof instagramPostInputSchema>;

export const instagramPostUpdateSchema = z.object({ id: z.uuid('Unknown Instagram post'), post: instagramPostInputSchema });
export const instagramPostIdSchema = z.object({ id: z.uuid('Unknown Instagram post') });
