import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { fundraiserGroupTypeEnum, moderationStateEnum } from './enums';
import { fundraiserRegistrations } from './forms';

// A school, team, youth group, camp or non-profit that kids' stands raise money for. The same group named by several
// registrations (type, name and city alike, in any case) is one row, so its stands' sales add up.
export const fundraiserGroups = pgTable(
  'fundraiser_groups',
  {
    id: id(),
    type: fundraiserGroupTypeEnum('type').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    // The group page's address: /fluff-fundraiser/groups/<slug>, from the name and city (set when the group is made).
    slug: text('slug').unique(),
    // The group's share of its stands' sales, set by staff: the program promises up to half.
    sharePercent: integer('share_percent').notNull().default(50),
    // The organizer's address (lowercased): the member signed in with it sees the group's stands at /dashboard/group.
    // Set from the first approved registration that named one.
    organizerEmail: text('organizer_email'),
    createdAt: createdAt(),
  },
  (t) => [
    check('fundraiser_groups_share', sql`${t.sharePercent} BETWEEN 0 AND 50`),
    uniqueIndex('fundraiser_groups_identity').on(t.type, sql`lower(${t.name})`, sql`lower(${t.city})`),
  ],
);

// One kid's stand, created when staff approve the registration. The child has no account: the parent manages the
// stand signed in with the registration's email address (a member account is linked by that address).
export const fundraiserStands = pgTable(
  'fundraiser_stands',
  {
    id: id(),
    // The public address: /fluff-fundraiser/stands/<slug>. Made of the public name and the group, never the surname.
    slug: text('slug').notNull().unique(),
    registrationId: uuid('registration_id')
      .unique()
      .references(() => fundraiserRegistrations.id, { onDelete: 'set null' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => fundraiserGroups.id, { onDelete: 'restrict' }),
    kidFirstName: text('kid_first_name').notNull(),
    kidLastInitial: text('kid_last_initial').notNull(),
    // Lowercased like users.email: the signed-in member with this address manages the stand.
    parentEmail: text('parent_email').notNull(),
    goalCents: integer('goal_cents').notNull().default(20000),
    story: text('story').notNull().default(''),
    storyStatus: moderationStateEnum('story_status').notNull().default('none'),
    photoUrl: text('photo_url'),
    photoStatus: moderationStateEnum('photo_status').notNull().default('none'),
    // Why staff rejected the story or photo last (a MEDIA_REJECTION_REASONS key) and their optional words; the parent's
    // mail says both. Cleared when the item is approved.
    storyRejectionReason: text('story_rejection_reason'),
    storyRejectionNote: text('story_rejection_note'),
    photoRejectionReason: text('photo_rejection_reason'),
    photoRejectionNote: text('photo_rejection_note'),
    // The parent's consent to show the kid's public name, story and photo; without it the page names only the group.
    consentPublic: boolean('consent_public').notNull().default(false),
    // The parent's choice to let search engines list the stand page (and put it in the sitemap); off, it is noindex.
    listedInSearch: boolean('listed_in_search').notNull().default(false),
    // Seeded sample stands (from the program's sample participants) that staff may remove.
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('fundraiser_stands_goal', sql`${t.goalCents} BETWEEN 0 AND 10000000`),
    check('fundraiser_stands_parent_email_lowercase', sql`${t.parentEmail} = lower(${t.parentEmail})`),
    index('fundraiser_stands_parent_idx').on(t.parentEmail),
    index('fundraiser_stands_group_idx').on(t.groupId),
    // The back office's stands list: newest first, or by the kid's name; searched by name, parent's address or slug.
    index('fundraiser_stands_created_idx').on(t.createdAt),
    index('fundraiser_stands_kid_idx').on(t.kidFirstName),
    searchIndex('fundraiser_stands_kid_search_idx', t.kidFirstName),
    searchIndex('fundraiser_stands_parent_search_idx', t.parentEmail),
    searchIndex('fundraiser_stands_slug_search_idx', t.slug),
  ],
);

// A day a stand is out selling. The public sees the area (a ZIP code's or a city's name and centroid, picked from the
// shipped US places list); the typed spot and the notes are shown only when the parent chose to show the exact spot
// for that day. lat/lng are the area's centroid for days set by area; days stored before areas hold the map click.
export const standEvents = pgTable(
  'stand_events',
  {
    id: id(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => fundraiserStands.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    notes: text('notes').notNull().default(''),
    area: text('area').notNull().default(''),
    areaLat: real('area_lat'),
    areaLng: real('area_lng'),
    showSpot: boolean('show_spot').notNull().default(false),
    // Sales recorded at a seeded sample stand day, so a new site's leaderboard has results; a parent's days carry
    // none (their sales are the orders that name the stand).
    sampleSalesCents: integer('sample_sales_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('stand_events_stand_idx').on(t.standId, t.eventDate), check('stand_events_sample_sales', sql`${t.sampleSalesCents} >= 0`)],
);
