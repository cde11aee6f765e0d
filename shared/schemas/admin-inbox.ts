import { z } from 'zod';
import { ORDER_STATUSES, SUBMISSION_STATUSES } from './values';

// The back-office inbox: what visitors submit, each kind in its own table with a status staff move along.
// Orders have their own screen and procedures (server/routers/admin/orders.ts).
export const INBOX_KINDS = ['bookings', 'fundraiser', 'contact', 'nominations', 'newsletter'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_PAGE_SIZE = 50;

const kindSchema = z.enum(INBOX_KINDS, { error: 'Unknown inbox' });
const statusSchema = z.enum(SUBMISSION_STATUSES, { error: 'Unknown status' });

export const inboxListSchema = z.object({
  kind: kindSchema,
  status: statusSchema.optional(),
  page: z.int().min(1).max(100_000).default(1),
});
export const inboxItemSchema = z.object({ kind: kindSchema, id: z.uuid('Unknown submission') });
export const inboxStatusSchema = z.object({ kind: kindSchema, id: z.uuid('Unknown submission'), status: statusSchema });
export const inboxExportSchema = z.object({ kind: kindSchema, status: statusSchema.optional() });
export const ordersExportSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional() });
