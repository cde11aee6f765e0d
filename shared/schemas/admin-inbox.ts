import { z } from 'zod';
import { adminListSchema } from './admin-list';
import { ADMIN_INBOX_SORTS, INBOX_KINDS, ORDER_STATUSES, SUBMISSION_STATUSES } from './values';

// The back-office inbox: what visitors submit, each kind in its own table with a status staff move along.
// Orders have their own screen and procedures (server/routers/admin/orders.ts).
export type InboxKind = (typeof INBOX_KINDS)[number];

const kindSchema = z.enum(INBOX_KINDS, { error: 'Unknown inbox' });
const statusSchema = z.enum(SUBMISSION_STATUSES, { error: 'Unknown status' });

/** One page of one inbox, searched over its names, addresses and words, sorted, and of one status if asked. */
export const inboxListSchema = adminListSchema(ADMIN_INBOX_SORTS, { kind: kindSchema, status: statusSchema.optional() });
export const inboxItemSchema = z.object({ kind: kindSchema, id: z.uuid('Unknown submission') });
export const inboxStatusSchema = z.object({ kind: kindSchema, id: z.uuid('Unknown submission'), status: statusSchema });
export const inboxExportSchema = z.object({ kind: kindSchema, status: statusSchema.optional() });
export const ordersExportSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional() });
