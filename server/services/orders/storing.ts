import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { orderLines, orders } from '../../db/schema';
import { callsTogetherPerDatabase } from '../calls-together';
import { mailAsJson } from '../mail-outbox';
import type { MailMessage } from '../mailer';
import { mailsQueued } from '../metrics';

/** The most orders one database call stores; the rest wait for the next call. */
const ORDERS_PER_CALL_MAX = 50;

type OrderRow = typeof orders.$inferInsert;
type OrderLineRow = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** A counted line whose stock the order takes. */
export type StockToTake = { productId: string; variantId: string | null; quantity: number };

/** An order priced, checked and rendered by the server, ready to be written with everything that goes with it. */
export type OrderToStore = {
  /** The order's row, its id and number made by the server (its notice links to it; its mails name it). */
  order: OrderRow & { id: string; orderNumber: string };
  lines: OrderLineRow[];
  /** Taken in this order: a fixed one, so two orders holding the same items never wait on each other crosswise. */
  stock: StockToTake[];
  /** The slot's capacity, when the order holds a place in its slot. */
  slotCapacity: number | null;
  mails: MailMessage[];
  now: Date;
};

/** What became of an order (the database function store_orders says what each outcome means). */
export type StoreOutcome =
  | { outcome: 'stored'; orderId: string; createdAt: Date; statusChangedAt: Date; tookStock: boolean }
  | { outcome: 'key-used'; orderId: string }
  | { outcome: 'number-taken' | 'slot-full' | 'code-used-up' }
  | { outcome: 'stock-short'; stock: StockToTake; left: number };

type StoredRow = {
  outcome: 'stored' | 'key-used' | 'number-taken' | 'slot-full' | 'code-used-up' | 'stock-short';
  order_id: string | null;
  order_created_at: string | Date | null;
  status_changed_at: string | Date | null;
  took_stock: boolean;
  stock_index: number | null;
  stock_left: number | null;
};

function outcomeOf(row: StoredRow, item: OrderToStore): StoreOutcome {
  switch (row.outcome) {
    case 'stored':
      // An order's mails are queued pending: the business owes them.
      mailsQueued.inc({ status: 'pending' }, item.mails.length);
      return {
        outcome: 'stored',
        orderId: row.order_id!,
        createdAt: new Date(row.order_created_at!),
        statusChangedAt: new Date(row.status_changed_at!),
        tookStock: row.took_stock,
      };
    case 'key-used':
      return { outcome: 'key-used', orderId: row.order_id! };
    case 'stock-short':
      return { outcome: 'stock-short', stock: item.stock[row.stock_index!]!, left: row.stock_left ?? 0 };
    default:
      return { outcome: row.outcome };
  }
}

/**
 * Writes the orders, each whole or not at all, in one statement (the database function store_orders), and answers
 * what became of each, in the list's order.
 */
async function storeOrders(db: Database, items: OrderToStore[]): Promise<StoreOutcome[]> {
  const json = items.map((item) => ({
    order: item.order,
    lines: item.lines,
    stock: item.stock,
    slotCapacity: item.slotCapacity,
    mails: item.mails.map(mailAsJson),
    now: item.now.toISOString(),
  }));
  const rows = rowsOf<StoredRow>(await db.execute(sql`select * from store_orders(${JSON.stringify(json)}::jsonb) order by item_index`));
  if (rows.length !== items.length) throw new Error('The orders were not all answered');
  return rows.map((row, index) => outcomeOf(row, items[index]!));
}

// The orders of buyers who check out at once are written in one call. A call that fails is made again for each order
// alone, so an order the database refuses fails only its own request.
const orderCalls = callsTogetherPerDatabase<OrderToStore, StoreOutcome>({
  call: storeOrders,
  itemsPerCallMax: ORDERS_PER_CALL_MAX,
  onFailedCall: 'call-each-alone',
});

/** Writes one order, called together with the orders of other buyers checking out at the same moment. */
export function storeOrder(db: Database, item: OrderToStore): Promise<StoreOutcome> {
  return orderCalls(db).add(item);
}
