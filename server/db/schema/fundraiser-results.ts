import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { creativityKindEnum, moderationStateEnum, videoPlatformEnum } from './enums';
import { fundraiserGroups, fundraiserStands } from './fundraiser';
import { mailOutbox } from './infrastructure';
import { orders } from './orders';

// What stands earn and get paid: supporters' ratings, staff's creativity awards, the parents' videos, and payouts.

// A supporter's 1-5 rating of the stand, from the link in the order's confirmation mail: one per order. Seeded sample
// stands carry ratings without an order.
export const standRatings = pgTable(
  'stand_ratings',
  {
    id: id(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => fundraiserStands.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('stand_ratings_stars', sql`${t.stars} BETWEEN 1 AND 5`), index('stand_ratings_stand_idx').on(t.standId)],
);

// Creativity points staff award a stand for its story, a photo or a video.
export const standPointAwards = pgTable(
  'stand_point_awards',
  {
    id: id(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => fundraiserStands.id, { onDelete: 'cascade' }),
    kind: creativityKindEnum('kind').notNull(),
    points: integer('points').notNull(),
    note: text('note').notNull().default(''),
    awardedBy: uuid('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('stand_point_awards_points', sql`${t.points} BETWEEN 1 AND 500`), index('stand_point_awards_stand_idx').on(t.standId)],
);

// A video link the parent adds to the stand (YouTube or TikTok), shown on the map and in the gallery once staff approve it.
export const standVideos = pgTable(
  'stand_videos',
  {
    id: id(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => fundraiserStands.id, { onDelete: 'cascade' }),
    platform: videoPlatformEnum('platform').notNull(),
    // The canonical address rebuilt from the parsed id, never the text the parent pasted.
    url: text('url').notNull(),
    videoId: text('video_id').notNull(),
    title: text('title').notNull().default(''),
    // A video is added for review: never 'none'.
    status: moderationStateEnum('status').notNull().default('pending'),
    // Why staff rejected it (a MEDIA_REJECTION_REASONS key) and their optional words, for the parent's mail.
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stand_videos_status', sql`${t.status} <> 'none'`),
    index('stand_videos_stand_idx').on(t.standId),
    index('stand_videos_status_idx').on(t.status),
  ],
);

// A payment of a group's share, marked by staff once the money went out.
export const groupPayouts = pgTable(
  'group_payouts',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => fundraiserGroups.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('group_payouts_amount', sql`${t.amountCents} > 0`), index('group_payouts_group_idx').on(t.groupId)],
);

// The parent's mail about a collected sale of their stand: one row per order, written the first time the order is
// collected, so a retried payment notice or an order completed again after an undo never mails twice. The first few
// sales of a stand's day are mailed one each; the rest of that day share one digest (in_digest), mailed next morning.
export const standSaleNotices = pgTable(
  'stand_sale_notices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    standId: uuid('stand_id')
      .notNull()
      .references(() => fundraiserStands.id, { onDelete: 'cascade' }),
    // The business's calendar day the sale was collected on.
    day: date('day', { mode: 'string' }).notNull(),
    cents: integer('cents').notNull(),
    inDigest: boolean('in_digest').notNull().default(false),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stand_sale_notices_stand_day_idx').on(t.standId, t.day)],
);
