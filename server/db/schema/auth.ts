import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex } from './columns';
import { emailTokenPurposeEnum, roleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lowercased because people type their address in any case; the unique index then means one account per address.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // created_at: the back office's users list pages newest first.
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
    searchIndex('users_email_search_idx', t.email),
  ],
);

// Lucia's session design: the id is public, only a SHA-256 of the secret is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

// One-time links (email confirmation, password reset). Only the hash of the token is kept.
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

// Fixed-window counters for rate limiting (sign-in attempts per address and per client). Kept in the
// database so several server instances share them.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rate_limits_count_nonneg', sql`${t.count} >= 0`)],
);
