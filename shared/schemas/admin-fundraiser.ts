import { z } from 'zod';
import { REGISTRATION_DECISIONS } from './values';

export const registrationListSchema = z
  .object({ decision: z.enum(REGISTRATION_DECISIONS, { error: 'Choose pending, approved or declined' }).optional() })
  .default({});
export const registrationIdSchema = z.object({ id: z.uuid('Unknown registration') });
export const standIdSchema = z.object({ id: z.uuid('Unknown stand') });
export const groupShareSchema = z.object({
  id: z.uuid('Unknown group'),
  sharePercent: z
    .number({ error: 'The share is a whole percent from 0 to 50' })
    .int('The share is a whole percent from 0 to 50')
    .min(0, 'The share is a whole percent from 0 to 50')
    .max(50, 'The share is at most 50% of sales'),
});
export const moderationSchema = z.object({
  id: z.uuid('Unknown stand'),
  item: z.enum(['story', 'photo'], { error: 'Choose the story or the photo' }),
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject' }),
});
