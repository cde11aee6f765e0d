import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { bookingEventTypeEnum, contactSubjectEnum, fundraiserGroupTypeEnum, registrationDecisionEnum, submissionStatusEnum } from './enums';
import { partyPackages } from './content';

// Everything a visitor submits. Each row carries the client's idempotency key, unique, so a double click or a
// retried request stores one row; and a status that staff move along in the back-office inbox.
const submissionColumns = () => ({
  id: id(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: submissionStatusEnum('status').notNull().default('new'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: contactSubjectEnum('subject').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

export const eventBookings = pgTable(
  'event_bookings',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    eventType: bookingEventTypeEnum('event_type').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: text('event_time').notNull(),
    location: text('location').notNull(),
    guests: integer('guests').notNull(),
    packageId: uuid('package_id').references(() => partyPackages.id, { onDelete: 'set null' }),
    specialRequests: text('special_requests').notNull().default(''),
  },
  (t) => [check('event_bookings_guests_min', sql`${t.guests} >= 1`), index('event_bookings_status_idx').on(t.status, t.createdAt)],
);

export const fundraiserRegistrations = pgTable(
  'fundraiser_registrations',
  {
    ...submissionColumns(),
    kidName: text('kid_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    city: text('city').notNull(),
    ytChannel: text('yt_channel').notNull().default(''),
    agreeTerms: boolean('agree_terms').notNull(),
    // The kid as the public will see them (first name and last initial) and their age; the group the stand raises
    // money for. Null only on registrations stored before groups existed, which cannot be approved.
    kidFirstName: text('kid_first_name'),
    kidLastInitial: text('kid_last_initial'),
    kidAge: integer('kid_age'),
    groupType: fundraiserGroupTypeEnum('group_type'),
    groupName: text('group_name'),
    // The group's organizer (a teacher, coach or leader), lowercased, or '' when the parent named none. On approval it
    // becomes the group's organizer if the group has none yet.
    groupContactEmail: text('group_contact_email').notNull().default(''),
    // Staff's answer: a stand exists only for an approved registration.
    decision: registrationDecisionEnum('decision').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('fundraiser_registrations_terms', sql`${t.agreeTerms}`),
    check('fundraiser_registrations_age_range', sql`${t.kidAge} IS NULL OR ${t.kidAge} BETWEEN 8 AND 16`),
    index('fundraiser_registrations_decision_idx').on(t.decision, t.createdAt),
  ],
);

export const kidNominations = pgTable(
  'kid_nominations',
  {
    ...submissionColumns(),
    kidName: text('kid_name').notNull(),
    age: integer('age').notNull(),
    story: text('story').notNull(),
    nominatorName: text('nominator_name').notNull(),
    nominatorEmail: text('nominator_email').notNull(),
  },
  (t) => [check('kid_nominations_age_range', sql`${t.age} BETWEEN 8 AND 16`)],
);

// The address is the natural key: a second sign-up of the same address is not a second row.
export const newsletterSignups = pgTable('newsletter_signups', {
  id: id(),
  email: text('email').notNull().unique(),
  status: submissionStatusEnum('status').notNull().default('new'),
  // The secret in the subscriber's unsubscribe link: 64 hex characters from two random UUIDs (244 random bits), made
  // by the database so rows that existed before the column got one too. Holding it allows one thing: unsubscribing.
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  // Set when the subscriber unsubscribed; kept (not deleted) so a second click on the link still gets an answer.
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
