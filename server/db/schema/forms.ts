import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { bookingEventTypeEnum, contactSubjectEnum, fundraiserGroupTypeEnum, registrationDecisionEnum, submissionStatusEnum } from './enums';
import { partyPackages } from './content';

// Everything a visitor submits. Each row carries the client's idempotency key, unique, so a double click or a
// retried request stores one row; and a status that staff move along in the back-office inbox.
/**
 * The back-office inbox lists each table newest first, or by its name column (the sender's or kid's name, or the
 * address), and filters by status: the indexes that read those pages without sorting the table.
 */
const inboxIndexes = (table: string, createdAtColumn: AnyPgColumn, nameColumn?: AnyPgColumn) => [
  index(`${table}_created_idx`).on(createdAtColumn),
  ...(nameColumn ? [index(`${table}_name_idx`).on(nameColumn)] : []),
];

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
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    ...inboxIndexes('contact_messages', t.createdAt, t.name),
    searchIndex('contact_messages_name_search_idx', t.name),
    searchIndex('contact_messages_email_search_idx', t.email),
    searchIndex('contact_messages_message_search_idx', t.message),
  ],
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
  (t) => [
    check('event_bookings_guests_min', sql`${t.guests} >= 1`),
    index('event_bookings_status_idx').on(t.status, t.createdAt),
    ...inboxIndexes('event_bookings', t.createdAt, t.name),
    searchIndex('event_bookings_name_search_idx', t.name),
    searchIndex('event_bookings_email_search_idx', t.email),
    searchIndex('event_bookings_location_search_idx', t.location),
  ],
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
    index('fundraiser_registrations_status_idx').on(t.status, t.createdAt),
    ...inboxIndexes('fundraiser_registrations', t.createdAt, t.kidName),
    searchIndex('fundraiser_registrations_kid_search_idx', t.kidName),
    searchIndex('fundraiser_registrations_parent_search_idx', t.parentEmail),
    searchIndex('fundraiser_registrations_city_search_idx', t.city),
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
  (t) => [
    check('kid_nominations_age_range', sql`${t.age} BETWEEN 8 AND 16`),
    index('kid_nominations_status_idx').on(t.status, t.createdAt),
    ...inboxIndexes('kid_nominations', t.createdAt, t.kidName),
    searchIndex('kid_nominations_kid_search_idx', t.kidName),
    searchIndex('kid_nominations_nominator_search_idx', t.nominatorName),
    searchIndex('kid_nominations_nominator_email_search_idx', t.nominatorEmail),
  ],
);

// The address is the natural key: a second sign-up of the same address is not a second row.
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: id(),
    email: text('email').notNull().unique(),
    status: submissionStatusEnum('status').notNull().default('new'),
    // The secret in the subscriber's unsubscribe link: 64 hex characters, made by the server when the address joins or
    // rejoins (256 random bits); the default (two random UUIDs, 244 random bits) gave the rows that existed before the
    // column theirs. Holding it allows one thing: unsubscribing.
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    // Set when the subscriber unsubscribed; kept (not deleted) so a second click on the link still gets an answer.
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_signups_status_idx').on(t.status, t.createdAt),
    // The address is unique, so its own index serves the sort by address.
    ...inboxIndexes('newsletter_signups', t.createdAt),
    searchIndex('newsletter_signups_email_search_idx', t.email),
  ],
);
