import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, type OrderStatus, type StaffOrderStatus } from '../../db/schema';
import { loadMailBrand, type MailBrand } from '../mail/brand';
import { newOrderNotice, orderConfirmationMail, orderStatusCorrectionMail, orderStatusMail } from '../mail/orders';
import { queueMail, queueMails } from '../mail-outbox';
import type { MailMessage } from '../mailer';
import type { PaymentProvider, PaymentStart } from '../payment';
import { customerView, loadOrder, readPickupInfo, type CustomerOrder } from './views';

// The buyer's mails about an order, queued in the transaction that wrote the change (their text and HTML are in
// mail/orders.ts): the outbox sends them after the commit, so an order never exists without its mail.

/**
 * Reads the order just written in `tx` back as the buyer sees it and queues its confirmation mail, and the business's
 * new-order notice beside it (both once per order: when placed, or for a card order once paid); an order paid online
 * for a fundraiser stand carries the link where its buyer rates the stand.
 */
export async function queueConfirmationMail(
  tx: Executor,
  orderId: string,
  payment: PaymentProvider,
  mail: { publicUrl: string; now: Date; rateStandUrl: string | null },
): Promise<void> {
  const loaded = await loadOrder(tx, eq(orders.id, orderId));
  if (!loaded) throw new Error('A stored order could not be read back');
  const order = customerView(loaded, await readPickupInfo(tx));
  const paymentStart = await payment.start({ orderNumber: order.orderNumber, totalCents: order.totalCents, email: order.email, fulfilment: order.fulfilment });
  await queueOrderMails(tx, { order, orderId, paymentStart, brand: await loadMailBrand(tx, mail.publicUrl), rateStandUrl: mail.rateStandUrl }, mail.now);
}

type OrderMailFacts = { order: CustomerOrder; orderId: string; paymentStart: PaymentStart; brand: MailBrand; rateStandUrl: string | null };

/**
 * An order's confirmation to its buyer and the business's new-order notice beside it (none while Settings has no
 * contact address). Both are mail the business owes, never capped (not the capped path of public forms'
 * confirmations).
 */
export function orderMails(mail: OrderMailFacts): MailMessage[] {
  const notice = newOrderNotice(mail.order, mail.orderId, mail.brand);
  return [orderConfirmationMail(mail.order, mail.paymentStart, mail.brand, mail.rateStandUrl), ...(notice ? [notice] : [])];
}

/** Queues orderMails in the caller's transaction, in one statement. */
async function queueOrderMails(tx: Executor, mail: OrderMailFacts, now: Date): Promise<void> {
  await queueMails(tx, orderMails(mail), now);
}

/**
 * Reads the order just moved in `tx` back as the buyer sees it and queues the mail about its new status; the mail of
 * an order that became collected carries its stand's rating link.
 */
export async function queueStatusMail(
  tx: Executor,
  orderId: string,
  status: StaffOrderStatus,
  mail: { publicUrl: string; now: Date; rateStandUrl: string | null },
): Promise<string> {
  const loaded = await loadOrder(tx, eq(orders.id, orderId));
  if (!loaded) throw new Error('A stored order could not be read back');
  const [pickup, brand] = await Promise.all([readPickupInfo(tx), loadMailBrand(tx, mail.publicUrl)]);
  const queued = await queueMail(tx, orderStatusMail(customerView(loaded, pickup), status, brand, mail.rateStandUrl), mail.now);
  return queued.id;
}

/**
 * Queues the buyer's correction after staff undid a status step whose mail had already gone out: the order is back
 * at `status`, and the earlier mail is named as a mistake so the buyer does not act on it.
 */
export async function queueStatusCorrectionMail(
  tx: Executor,
  orderId: string,
  wrongStatus: OrderStatus,
  mail: { publicUrl: string; now: Date },
): Promise<string> {
  const loaded = await loadOrder(tx, eq(orders.id, orderId));
  if (!loaded) throw new Error('A stored order could not be read back');
  const brand = await loadMailBrand(tx, mail.publicUrl);
  const queued = await queueMail(tx, orderStatusCorrectionMail(customerView(loaded, await readPickupInfo(tx)), wrongStatus, brand), mail.now);
  return queued.id;
}
