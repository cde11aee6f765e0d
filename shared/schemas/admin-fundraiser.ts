import { z } from 'zod';
import { tooLong } from './text';
import { CREATIVITY_KINDS, REGISTRATION_DECISIONS } from './values';

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

export type CreativityKind = (typeof CREATIVITY_KINDS)[number];

/** The most creativity points one award gives (the points formula in server/services/fundraiser-points.ts counts them). */
export const CREATIVITY_AWARD_MAX = 500;

/** Creativity points staff award a stand for its story, a photo or a video. */
export const creativityAwardSchema = z.object({
  standId: z.uuid('Unknown stand'),
  kind: z.enum(CREATIVITY_KINDS, { error: 'Choose story, photo or video' }),
  points: z
    .number({ error: `Award 1 to ${CREATIVITY_AWARD_MAX} points` })
    .int('Award whole points')
    .min(1, `Award 1 to ${CREATIVITY_AWARD_MAX} points`)
    .max(CREATIVITY_AWARD_MAX, `Award 1 to ${CREATIVITY_AWARD_MAX} points`),
  note: z.string().trim().max(200, tooLong('The note can be at most 200 characters')).default(''),
});

export const videoModerationSchema = z.object({
  id: z.uuid('Unknown video'),
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject' }),
});

/** A payout of a group's share, in cents, marked once the money went out. */
export const payoutSchema = z.object({
  groupId: z.uuid('Unknown group'),
  amountCents: z
    .number({ error: 'Enter the amount paid' })
    .int('Enter the amount in whole cents')
    .min(1, 'Enter the amount paid')
    .max(10_000_000, 'The payout is at most $100,000'),
  note: z.string().trim().max(200, tooLong('The note can be at most 200 characters')).default(''),
});
