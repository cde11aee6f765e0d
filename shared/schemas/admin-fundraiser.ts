import { z } from 'zod';
import { tooLong } from './text';
import { adminListSchema } from './admin-list';
import { ADMIN_STAND_NAMING, ADMIN_STAND_SORTS, CREATIVITY_KINDS, REGISTRATION_DECISIONS } from './values';

export const registrationListSchema = z
  .object({ decision: z.enum(REGISTRATION_DECISIONS, { error: 'Choose pending, approved or declined' }).optional() })
  .default({});
/** The stands list: searched by the kid's name, the parent's address or the page's address; of one group if asked. */
export const standListSchema = adminListSchema(ADMIN_STAND_SORTS, {
  naming: z.enum(ADMIN_STAND_NAMING, 'Unknown naming').optional(),
  group: z.uuid('Unknown group').optional(),
}).default({ page: 1, pageSize: 25 });
export const registrationIdSchema = z.object({ id: z.uuid('Unknown registration') });
export const standIdSchema = z.object({ id: z.uuid('Unknown stand') });
/** The most a group gets of its stands' collected sales, in percent (the program promises up to half). */
export const GROUP_SHARE_MAX_PERCENT = 50;

export const groupShareSchema = z.object({
  id: z.uuid('Unknown group'),
  sharePercent: z
    .number({ error: 'The share is a whole percent from 0 to 50' })
    .int('The share is a whole percent from 0 to 50')
    .min(0, 'The share is a whole percent from 0 to 50')
    .max(GROUP_SHARE_MAX_PERCENT, `The share is at most ${GROUP_SHARE_MAX_PERCENT}% of sales`),
});
/**
 * Why staff reject a parent's story, photo or video, in the words the parent's mail uses ("It was not shown because
 * ..."). Staff pick one and may add a note.
 */
export const MEDIA_REJECTION_REASONS = {
  personal_details: 'it shows personal details, such as a full name, a school, an address or a phone number',
  other_people: 'it shows other people who may not have agreed to be shown',
  not_clear: 'it is too dark, blurry or hard to follow',
  not_the_stand: "it is not about the kid's stand",
  not_theirs: 'it uses music, pictures or words that belong to someone else',
  not_kind: 'it has words or images we do not show to kids and families',
  other: 'of the reason in the note below',
} as const;
export type MediaRejectionReason = keyof typeof MEDIA_REJECTION_REASONS;
/** The same reasons as staff choose them in the review screen. */
export const MEDIA_REJECTION_LABELS: Record<MediaRejectionReason, string> = {
  personal_details: 'Shows personal details (full name, school, address, phone)',
  other_people: 'Shows other people who may not have agreed',
  not_clear: 'Too dark, blurry or hard to follow',
  not_the_stand: "Not about the kid's stand",
  not_theirs: "Uses someone else's music, pictures or words",
  not_kind: 'Words or images not for kids and families',
  other: 'Another reason (say it in the note)',
};
const MEDIA_REJECTION_KEYS = Object.keys(MEDIA_REJECTION_REASONS) as [MediaRejectionReason, ...MediaRejectionReason[]];

/** Staff's decision on a story, photo or video: a rejection names its reason ("other" needs the note). */
const mediaDecision = {
  decision: z.enum(['approved', 'rejected'], { error: 'Approve or reject' }),
  reason: z.enum(MEDIA_REJECTION_KEYS, { error: 'Choose why it is rejected' }).optional(),
  note: z.string().trim().max(300, tooLong('The note can be at most 300 characters')).default(''),
};
function rejectionExplained(value: { decision: string; reason?: string; note: string }, ctx: z.RefinementCtx) {
  if (value.decision !== 'rejected') return;
  if (!value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why it is rejected' });
  else if (value.reason === 'other' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why in the note' });
}

export const moderationSchema = z
  .object({ id: z.uuid('Unknown stand'), item: z.enum(['story', 'photo'], { error: 'Choose the story or the photo' }), ...mediaDecision })
  .superRefine(rejectionExplained);

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

export const videoModerationSchema = z.object({ id: z.uuid('Unknown video'), ...mediaDecision }).superRefine(rejectionExplained);

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
