import { z } from 'zod';
import { emailSchema, idempotencyKeySchema, LIMITS } from './common';
import { tooLong } from './text';
import { BOOKING_EVENT_TYPES, CONTACT_SUBJECTS } from './values';

// The public site's forms: one schema each, used by the form in the browser and by the procedure on the server,
// so a visitor sees the same message in both places. Texts are stored as typed (HTML included) and shown as text.

const requiredText = (max: number, missing: string, tooLongMessage: string) => z.string().trim().min(1, missing).max(max, tooLong(tooLongMessage));

// ---- Contact ------------------------------------------------------------------------------------------------------

export const contactSchema = z.object({
  name: requiredText(LIMITS.name, 'Please enter your name', 'Name is too long'),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: requiredText(LIMITS.longText, 'Please enter a message', `Message is too long (at most ${LIMITS.longText} characters)`),
  idempotencyKey: idempotencyKeySchema,
});
export type ContactInput = z.infer<typeof contactSchema>;

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General Inquiry',
  'private-event': 'Private Event',
  order: 'Order Question',
  'featured-kids': 'Featured Kids',
  other: 'Other',
};

// ---- Private-event booking ------------------------------------------------------------------------------------------

export const MAX_GUESTS = 5000;
export const PAST_DATE_MESSAGE = 'Please choose a date that is not in the past';

const isoDate = z
  .string()
  .min(1, 'Please choose a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date')
  // Rejects 2026-02-30 and the like, which the pattern alone lets through.
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Please choose a valid date');

export const bookingSchema = z.object({
  name: requiredText(LIMITS.name, 'Please enter your name', 'Name is too long'),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, 'Please enter your phone number')
    .max(LIMITS.phone, tooLong('Phone number is too long'))
    // Digits with the usual separators; at least 7 digits so a typo like "555" is caught.
    .regex(/^\+?[\d\s().-]+$/, 'Please enter a valid phone number')
    .refine((value) => value.replace(/\D/g, '').length >= 7, 'Please enter a valid phone number'),
  eventType: z.enum(BOOKING_EVENT_TYPES, { error: 'Please choose an event type' }),
  eventDate: isoDate,
  eventTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
  location: requiredText(LIMITS.shortText, 'Please enter the event location', 'Location is too long'),
  guests: z
    .number({ error: 'Please enter the number of guests' })
    .int('Number of guests must be a whole number')
    .min(1, 'Number of guests must be at least 1')
    .max(MAX_GUESTS, tooLong(`For more than ${MAX_GUESTS} guests, please contact us directly`)),
  packageId: z.uuid('Please choose a package from the list').optional(),
  specialRequests: z
    .string()
    .trim()
    .max(LIMITS.longText, tooLong(`Special requests are too long (at most ${LIMITS.longText} characters)`))
    .default(''),
  idempotencyKey: idempotencyKeySchema,
});

/**
 * The booking schema with the "not in the past" rule for a given calendar day ('yyyy-MM-dd'), and, when given, the
 * minimum notice (a date from today up to the earliest bookable one gets the notice message).
 */
export function bookingSchemaFor(today: string, notice?: { earliest: string; message: string }) {
  return bookingSchema
    .refine((booking) => booking.eventDate >= today, { path: ['eventDate'], message: PAST_DATE_MESSAGE })
    .refine((booking) => !notice || booking.eventDate < today || booking.eventDate >= notice.earliest, {
      path: ['eventDate'],
      message: notice?.message ?? '',
    });
}

export const BOOKING_EVENT_TYPE_LABELS: Record<(typeof BOOKING_EVENT_TYPES)[number], string> = {
  birthday: 'Birthday Party',
  school: 'School Event',
  corporate: 'Corporate Event',
  festival: 'Festival',
  other: 'Other',
};

// ---- Featured-kid nomination ----------------------------------------------------------------------------------------

export const NOMINEE_AGE_MIN = 8;
export const NOMINEE_AGE_MAX = 16;
export const STORY_MIN = 20;

export const nominationSchema = z.object({
  kidName: z.string().trim().min(2, "Please enter the kid's name (at least 2 characters)").max(LIMITS.name, tooLong('Name is too long')),
  age: z
    .number({ error: 'Please enter an age between 8 and 16' })
    .int('Please enter an age between 8 and 16')
    .min(NOMINEE_AGE_MIN, 'Featured kids are ages 8-16')
    .max(NOMINEE_AGE_MAX, tooLong('Featured kids are ages 8-16')),
  story: z
    .string()
    .trim()
    .min(STORY_MIN, `Please tell us their story (at least ${STORY_MIN} characters)`)
    .max(LIMITS.longText, tooLong(`Story is too long (at most ${LIMITS.longText} characters)`)),
  nominatorName: requiredText(LIMITS.name, 'Please enter your name', 'Name is too long'),
  nominatorEmail: emailSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type NominationInput = z.infer<typeof nominationSchema>;
