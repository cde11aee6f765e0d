import { describeOrderTime } from '@shared/fulfilment-times';
import { asc, count, desc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { contactMessages, eventBookings, fundraiserRegistrations, kidNominations, newsletterSignups, orderLines, orders, partyPackages } from '../db/schema';
import { BOOKING_EVENT_TYPE_LABELS, CONTACT_SUBJECT_LABELS } from '@shared/schemas/forms';
import { FULFILMENT_LABELS, ORDER_STATUS_LABELS } from '@shared/schemas/order-rules';
import type { OrderStatus, SubmissionStatus } from '@shared/schemas/values';
import type { InboxKind, inboxListSchema } from '@shared/schemas/admin-inbox';
import { centsToDollars } from '@shared/money';
import { toCsv, type CsvCell } from './csv';
import { allOf, offsetOf, orderByOf, pageOf, searchAny } from './admin-list';

// One definition per inbox: its table, how the audit log names its rows, and its fields in the order the table, the
// detail view and the CSV export show them. The screens are generic over these definitions.

type Lookups = { packages: Map<string, string> };
type Field<Row> = { key: string; label: string; inList: boolean; value: (row: Row, lookups: Lookups) => CsvCell };
export type InboxFieldInfo = { key: string; label: string; inList: boolean };
export type InboxRow = { id: string; status: SubmissionStatus; createdAt: Date; values: Record<string, CsvCell> };

const INBOX_TABLES = {
  bookings: eventBookings,
  fundraiser: fundraiserRegistrations,
  contact: contactMessages,
  nominations: kidNominations,
  newsletter: newsletterSignups,
} as const;
type InboxTables = typeof INBOX_TABLES;

const FIELDS: { [K in InboxKind]: Field<InboxTables[K]['$inferSelect']>[] } = {
  bookings: [
    { key: 'name', label: 'Name', inList: true, value: (r) => r.name },
    { key: 'email', label: 'Email', inList: true, value: (r) => r.email },
    { key: 'phone', label: 'Phone', inList: false, value: (r) => r.phone },
    { key: 'eventType', label: 'Event type', inList: true, value: (r) => BOOKING_EVENT_TYPE_LABELS[r.eventType] },
    { key: 'eventDate', label: 'Event date', inList: true, value: (r) => r.eventDate },
    { key: 'eventTime', label: 'Event time', inList: false, value: (r) => r.eventTime },
    { key: 'location', label: 'Location', inList: false, value: (r) => r.location },
    { key: 'guests', label: 'Guests', inList: true, value: (r) => r.guests },
    { key: 'package', label: 'Package', inList: false, value: (r, l) => (r.packageId ? (l.packages.get(r.packageId) ?? '') : '') },
    { key: 'specialRequests', label: 'Special requests', inList: false, value: (r) => r.specialRequests },
  ],
  fundraiser: [
    { key: 'kidName', label: 'Kid', inList: true, value: (r) => r.kidName },
    { key: 'parentEmail', label: 'Parent email', inList: true, value: (r) => r.parentEmail },
    { key: 'city', label: 'City', inList: true, value: (r) => r.city },
    { key: 'ytChannel', label: 'YouTube channel', inList: false, value: (r) => r.ytChannel },
    { key: 'agreeTerms', label: 'Agreed to terms', inList: false, value: (r) => (r.agreeTerms ? 'Yes' : 'No') },
  ],
  contact: [
    { key: 'name', label: 'Name', inList: true, value: (r) => r.name },
    { key: 'email', label: 'Email', inList: true, value: (r) => r.email },
    { key: 'subject', label: 'Subject', inList: true, value: (r) => CONTACT_SUBJECT_LABELS[r.subject] },
    { key: 'message', label: 'Message', inList: true, value: (r) => r.message },
  ],
  nominations: [
    { key: 'kidName', label: 'Kid', inList: true, value: (r) => r.kidName },
    { key: 'age', label: 'Age', inList: true, value: (r) => r.age },
    { key: 'story', label: 'Story', inList: true, value: (r) => r.story },
    { key: 'nominatorName', label: 'Nominated by', inList: true, value: (r) => r.nominatorName },
    { key: 'nominatorEmail', label: 'Nominator email', inList: false, value: (r) => r.nominatorEmail },
  ],
  newsletter: [
    { key: 'email', label: 'Email', inList: true, value: (r) => r.email },
    // An exported list is a mailing list: whoever unsubscribed must stand out in it.
    { key: 'unsubscribedAt', label: 'Unsubscribed', inList: true, value: (r) => r.unsubscribedAt },
  ],
};

/**
 * What each inbox's search looks in (names, addresses, a message's words) and what its "name" sort orders by; each
 * column has its index (server/db/schema/forms.ts).
 */
const SEARCHED: { [K in InboxKind]: (table: InboxTables[K]) => { search: AnyColumn[]; name: AnyColumn } } = {
  bookings: (t) => ({ search: [t.name, t.email, t.location], name: t.name }),
  fundraiser: (t) => ({ search: [t.kidName, t.parentEmail, t.city], name: t.kidName }),
  contact: (t) => ({ search: [t.name, t.email, t.message], name: t.name }),
  nominations: (t) => ({ search: [t.kidName, t.nominatorName, t.nominatorEmail], name: t.kidName }),
  newsletter: (t) => ({ search: [t.email], name: t.email }),
};
const searchedOf = (kind: InboxKind) => (SEARCHED[kind] as (table: InboxTables[InboxKind]) => { search: AnyColumn[]; name: AnyColumn })(INBOX_TABLES[kind]);

/** How the audit log names a row of each inbox. */
export const INBOX_ENTITIES: Record<InboxKind, string> = {
  bookings: 'event_booking',
  fundraiser: 'fundraiser_registration',
  contact: 'contact_message',
  nominations: 'kid_nomination',
  newsletter: 'newsletter_signup',
};

export function inboxFields(kind: InboxKind): InboxFieldInfo[] {
  return FIELDS[kind].map(({ key, label, inList }) => ({ key, label, inList }));
}

async function lookupsFor(db: Executor, kind: InboxKind): Promise<Lookups> {
  if (kind !== 'bookings') return { packages: new Map() };
  const packages = await db.select({ id: partyPackages.id, name: partyPackages.name }).from(partyPackages);
  return { packages: new Map(packages.map((p) => [p.id, p.name])) };
}

// The five tables share id, status and created_at; reading them through this one shape keeps the queries generic.
type SharedTable = typeof contactMessages;
const tableOf = (kind: InboxKind) => INBOX_TABLES[kind] as unknown as SharedTable;

async function selectRows(db: Executor, kind: InboxKind, where: SQL | undefined) {
  const table = tableOf(kind);
  const rows = await db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id));
  return rows as unknown as InboxTables[InboxKind]['$inferSelect'][];
}

function toInboxRow(kind: InboxKind, row: InboxTables[InboxKind]['$inferSelect'], lookups: Lookups): InboxRow {
  const fields = FIELDS[kind] as Field<typeof row>[];
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    values: Object.fromEntries(fields.map((field) => [field.key, field.value(row, lookups)])),
  };
}

/** One page of one inbox, searched, of one status if asked, newest first or by name. */
export async function listInbox(db: Executor, input: z.infer<typeof inboxListSchema>) {
  const table = tableOf(input.kind);
  const searched = searchedOf(input.kind);
  const where = allOf([searchAny(input.search, searched.search), input.status ? eq(table.status, input.status) : undefined]);
  const [rows, [total], lookups] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderByOf({ createdAt: table.createdAt, name: searched.name }, input, { sort: 'createdAt', dir: 'desc' }, table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(table).where(where),
    lookupsFor(db, input.kind),
  ]);
  const items = (rows as unknown as InboxTables[InboxKind]['$inferSelect'][]).map((row) => toInboxRow(input.kind, row, lookups));
  return { fields: inboxFields(input.kind), ...pageOf(items, total?.value ?? 0, input) };
}

export async function getInboxItem(db: Executor, kind: InboxKind, id: string) {
  const table = tableOf(kind);
  const [[row], lookups] = await Promise.all([selectRows(db, kind, eq(table.id, id)), lookupsFor(db, kind)]);
  return row ? { fields: inboxFields(kind), item: toInboxRow(kind, row, lookups) } : null;
}

/** Moves a row to `status`; returns the status it had, or null when there is no such row. */
export async function setInboxStatus(db: Executor, kind: InboxKind, id: string, status: SubmissionStatus) {
  const table = tableOf(kind);
  const [before] = await db.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
  if (!before) return null;
  await db.update(table).set({ status }).where(eq(table.id, id));
  return before.status;
}

/** The whole inbox (or one status of it) as CSV, oldest last like the screen. */
export async function exportInboxCsv(db: Executor, kind: InboxKind, status: SubmissionStatus | undefined) {
  const table = tableOf(kind);
  const [rows, lookups] = await Promise.all([selectRows(db, kind, status ? eq(table.status, status) : undefined), lookupsFor(db, kind)]);
  const fields = FIELDS[kind] as Field<InboxTables[InboxKind]['$inferSelect']>[];
  return toCsv(
    ['Received', 'Status', ...fields.map((field) => field.label)],
    rows.map((row) => [row.createdAt, row.status, ...fields.map((field) => field.value(row, lookups))]),
  );
}

/** Orders (or those of one status) as CSV: one row per order, its lines summed up in one cell. */
export async function exportOrdersCsv(db: Executor, status: OrderStatus | undefined) {
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, productName: orderLines.productName, size: orderLines.size, quantity: orderLines.quantity })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.productName), asc(orderLines.size));
  const itemsOf = (orderId: string) =>
    lines
      .filter((line) => line.orderId === orderId)
      .map((line) => `${line.quantity} x ${line.productName}${line.size ? ` (${line.size})` : ''}`)
      .join('; ');
  return toCsv(
    [
      'Order number',
      'Placed',
      'Status',
      'Fulfilment',
      'Customer',
      'Email',
      'Phone',
      'Delivery address',
      'Items',
      'Subtotal',
      'Discount',
      'Code',
      'Code discount',
      'Sales tax',
      'Tip',
      'Total',
      'Payment',
      'Notes',
      'When',
      'Delivery ZIP',
      'Delivery fee',
      'Gift',
      'Gift note',
    ],
    rows.map((order) => [
      order.orderNumber,
      order.createdAt,
      ORDER_STATUS_LABELS[order.status],
      FULFILMENT_LABELS[order.fulfilment],
      order.customerName,
      order.email,
      order.phone,
      order.deliveryAddress ?? '',
      itemsOf(order.id),
      centsToDollars(order.subtotalCents),
      centsToDollars(order.discountCents),
      order.discountCode ?? '',
      centsToDollars(order.codeDiscountCents),
      centsToDollars(order.taxCents),
      centsToDollars(order.tipCents),
      centsToDollars(order.totalCents),
      order.paymentMethod,
      order.notes,
      describeOrderTime(order.fulfilment, order.slotStartsAt, order.slotEndsAt) ?? '',
      order.deliveryZip ?? '',
      centsToDollars(order.deliveryFeeCents),
      order.isGift ? 'Yes' : 'No',
      order.giftNote,
    ]),
  );
}
