import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex } from './columns';
import { users } from './auth';

// Who changed what, when: every admin mutation writes a row.
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    // Write order: timestamps can tie within a microsecond, so "newest first" sorts by this sequence.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_seq_idx').on(t.seq),
    // The back office's search: who, which record, and the words of the detail.
    searchIndex('audit_log_actor_search_idx', t.actorEmail),
    searchIndex('audit_log_entity_id_search_idx', t.entityId),
    searchIndex('audit_log_detail_search_idx', sql`(${t.detail}::text)`),
  ],
);
