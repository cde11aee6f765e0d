import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex } from './columns';
import { ACHIEVEMENT_REQUIREMENTS } from '@shared/schemas/values';
import { users } from './auth';

// A signed-in player's saved progress. Totals only ever grow through atomic `total = total + delta` updates.
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Starts as the email's local part, which only its owner sees; public boards show it once the member has chosen a
    // name (set when they save one), and an anonymous "Player 1234" until then.
    displayName: text('display_name').notNull(),
    displayNameChosen: boolean('display_name_chosen').notNull().default(false),
    businessName: text('business_name').notNull().default('Cotton Candy Empire'),
    totalCoins: integer('total_coins').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    customersServed: integer('customers_served').notNull().default(0),
    // Customers served with a happy grade (A or B): what the Crowd Pleaser achievement counts.
    happyCustomers: integer('happy_customers').notNull().default(0),
    businessLevel: integer('business_level').notNull().default(1),
    businessReputation: integer('business_reputation').notNull().default(0),
    // Sum of customer satisfaction reported with synced deltas, for the Customer Love leaderboard's average.
    satisfactionTotal: integer('satisfaction_total').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    // The member's stand as the server's replays left it (coins, ingredients, upgrades, flavors, location, level,
    // reputation); null until the first verified play, which starts from the game's starting stand.
    gameSnapshot: jsonb('game_snapshot'),
    // Bumped by every stored snapshot: a play session may only save if it started from the current version.
    gameVersion: integer('game_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'profiles_totals_nonneg',
      sql`${t.totalCoins} >= 0 AND ${t.totalScore} >= 0 AND ${t.customersServed} >= 0 AND ${t.businessReputation} >= 0 AND ${t.satisfactionTotal} >= 0`,
    ),
    check('profiles_level_min', sql`${t.businessLevel} >= 1`),
    // The back office finds members by name as well as address.
    searchIndex('profiles_display_name_search_idx', t.displayName),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: text('id').primaryKey(),
    icon: text('icon').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Text with a check rather than a database enum, so a new kind of requirement and the rows that use it can arrive
    // in one migration (a new enum value cannot be used in the transaction that adds it).
    requirementType: text('requirement_type', { enum: ACHIEVEMENT_REQUIREMENTS }).notNull(),
    requirementValue: integer('requirement_value').notNull(),
    rewardValue: integer('reward_value').notNull().default(0),
  },
  (t) => [
    check('achievements_requirement_positive', sql`${t.requirementValue} > 0`),
    check('achievements_requirement_type', sql.raw(`requirement_type IN (${ACHIEVEMENT_REQUIREMENTS.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

// One row per accepted progress delta. The client's delta id is the idempotency key: a retried delta is applied once.
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaId: text('delta_id').notNull(),
    sessionCoins: integer('session_coins').notNull(),
    sessionScore: integer('session_score').notNull(),
    sessionCustomers: integer('session_customers').notNull(),
    sessionDuration: integer('session_duration').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('game_sessions_nonneg', sql`${t.sessionCoins} >= 0 AND ${t.sessionScore} >= 0 AND ${t.sessionCustomers} >= 0 AND ${t.sessionDuration} >= 0`),
    // Unique per user, so one member can never collide with another's ids.
    uniqueIndex('game_sessions_user_delta_idx').on(t.userId, t.deltaId),
    index('game_sessions_created_idx').on(t.createdAt),
  ],
);

// One play session of a signed-in member: the seed the server issued, the engine state its accepted batches reached,
// and the last batch number applied (a retried batch is recognised by its number and applied once).
export const gamePlaySessions = pgTable(
  'game_play_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    // The profile's game version this session's state follows; a newer stored snapshot makes the session stale.
    baseVersion: integer('base_version').notNull(),
    engineState: jsonb('engine_state').notNull(),
    lastBatch: integer('last_batch').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('game_play_sessions_batch_nonneg', sql`${t.lastBatch} >= 0`), index('game_play_sessions_user_idx').on(t.userId)],
);

// A page of the site a member opened by navigating inside it, recorded by the server when the page was opened: the
// game's exploration bonus is paid only against one of these, once. One row per page section and business day, so a
// page pays at most once a day however often it is opened or reloaded.
export const gamePageViews = pgTable(
  'game_page_views',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The site section ('/shop', '/blog', ...) the opened path belongs to.
    page: text('page').notNull(),
    // The business day (Atlanta) of the view, 'yyyy-MM-dd'.
    day: text('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    // Set when a verified batch paid the exploration bonus for this view; a view pays once.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('game_page_views_user_page_day_idx').on(t.userId, t.page, t.day)],
);

// A visitor's game played without an account, verified like a member's: the browser holds a random token in an
// httpOnly cookie and the server keeps only its hash. The stand and the totals the replays earned live here until the
// visitor signs up or signs in, when they are carried into the account once (claimedBy). A guest not played for 30
// days is gone.
export const gameGuests = pgTable(
  'game_guests',
  {
    id: id(),
    // SHA-256 of the cookie's token (hex); the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    totalCoins: integer('total_coins').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    customersServed: integer('customers_served').notNull().default(0),
    happyCustomers: integer('happy_customers').notNull().default(0),
    satisfactionTotal: integer('satisfaction_total').notNull().default(0),
    gameSnapshot: jsonb('game_snapshot'),
    // Bumped by every stored snapshot, as a profile's: only a session started from the current version may save.
    gameVersion: integer('game_version').notNull().default(0),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    // The account the stand was carried into, and when; a guest is claimed once and plays no more after that.
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_guests_token_hash_idx').on(t.tokenHash),
    index('game_guests_last_played_idx').on(t.lastPlayedAt),
    check('game_guests_totals_nonneg', sql`${t.totalCoins} >= 0 AND ${t.totalScore} >= 0 AND ${t.customersServed} >= 0 AND ${t.satisfactionTotal} >= 0`),
  ],
);

// One play session of a guest, as game_play_sessions is for a member.
export const gameGuestPlaySessions = pgTable(
  'game_guest_play_sessions',
  {
    id: id(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => gameGuests.id, { onDelete: 'cascade' }),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    baseVersion: integer('base_version').notNull(),
    engineState: jsonb('engine_state').notNull(),
    lastBatch: integer('last_batch').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('game_guest_play_sessions_batch_nonneg', sql`${t.lastBatch} >= 0`), index('game_guest_play_sessions_guest_idx').on(t.guestId)],
);
