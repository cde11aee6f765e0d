import { z } from 'zod';
import { LIMITS } from './common';
import { optionalImageUrlSchema } from './image-url';
import { DIFFICULTY_LEVELS } from './values';
import { parseVimeoVideoId } from './vimeo';
import { tooLong } from './text';

// Back-office course and lesson forms; the same schemas check the dialog on the client and the procedure's input.

export const MAX_MINUTES = 100_000;
export const MAX_ORDER_INDEX = 10_000;

/** "Duration fields are parsed as integers, defaulting to 0": what the form does with the text typed in a number field. */
export function parseIntOrZero(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

const minutes = z
  .number({ error: 'Please enter a number of minutes' })
  .int('Please enter whole minutes')
  .min(0, 'Duration cannot be negative')
  .max(MAX_MINUTES, tooLong('Duration is too long'));

const orderIndex = z
  .number({ error: 'Please enter a position' })
  .int('Please enter a whole number')
  .min(0, 'Order cannot be negative')
  .max(MAX_ORDER_INDEX, tooLong('Order is too large'));

const title = z.string().trim().min(1, 'Please enter a title').max(LIMITS.shortText, tooLong('Title is too long'));
const description = z.string().trim().max(LIMITS.longText, tooLong('Description is too long'));

export const idSchema = z.object({ id: z.uuid('Unknown item') });

export const courseInputSchema = z.object({
  title,
  description: description.default(''),
  imageUrl: optionalImageUrlSchema.default(''),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS, 'Please choose a difficulty').default('beginner'),
  estimatedDuration: minutes.default(0),
  isPublished: z.boolean().default(false),
  orderIndex: orderIndex.default(0),
});

export const courseUpdateSchema = z.object({ id: z.uuid('Unknown course'), course: courseInputSchema });

/** A pasted Vimeo link or id, stored as the bare id ('' for none). Anything else is refused rather than dropped. */
export const vimeoVideoSchema = z
  .string()
  .trim()
  .max(500, tooLong('Video link is too long'))
  .refine((value) => value === '' || parseVimeoVideoId(value) !== null, 'Please paste a Vimeo link or a numeric video id')
  .transform((value) => (value === '' ? '' : parseVimeoVideoId(value)!));

export const lessonInputSchema = z.object({
  courseId: z.uuid('Please choose a course'),
  title,
  description: description.default(''),
  vimeoVideoId: vimeoVideoSchema.default(''),
  duration: minutes.default(0),
  isPublished: z.boolean().default(false),
  previewAvailable: z.boolean().default(false),
  orderIndex: orderIndex.default(0),
});

export const lessonUpdateSchema = z.object({ id: z.uuid('Unknown lesson'), lesson: lessonInputSchema });
