import { z } from 'zod';
import { LIMITS } from './common';
import { imageUrlSchema } from './image-url';
import { tooLong } from './text';

// The featured-kid manager's form and the admin procedures share this file.
export const KID_AGE_MIN = 1;
export const KID_AGE_MAX = 18;
const AGE_MESSAGE = `Age must be a whole number from ${KID_AGE_MIN} to ${KID_AGE_MAX}`;

export const featuredKidInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(LIMITS.name, tooLong('Name is too long')),
  age: z.int({ error: AGE_MESSAGE }).min(KID_AGE_MIN, AGE_MESSAGE).max(KID_AGE_MAX, AGE_MESSAGE),
  imageUrl: imageUrlSchema,
  story: z.string().trim().min(1, 'Please tell their story').max(LIMITS.longText, tooLong('Story is too long')),
  dream: z
    .string()
    .trim()
    .max(LIMITS.shortText * 2, tooLong('Dream is too long'))
    .default(''),
  contribution: z
    .string()
    .trim()
    .max(LIMITS.shortText * 2, tooLong('Contribution is too long'))
    .default(''),
  /** The spotlight's month as yyyy-MM; stored as that month's first day. */
  spotlightMonth: z
    .string()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, 'Please pick a month')
    .default(''),
  isFeatured: z.boolean().default(true),
});
export type FeaturedKidInput = z.input<typeof featuredKidInputSchema>;

export const featuredKidUpdateSchema = z.object({ id: z.uuid('Unknown featured kid'), kid: featuredKidInputSchema });
export const featuredKidIdSchema = z.object({ id: z.uuid('Unknown featured kid') });
