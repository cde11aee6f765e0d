import { and, eq, isNull, or } from 'drizzle-orm';
import type { StripeConfig } from '../../config';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { PaymentStart } from '../payment';
import { customerView, loadOrder, readPickupInfo, type CustomerOrder } from '../orders/views';
import { applyRetrievedSession, awaitingCardPayment, type CardOrderEffects } from './card-orders';
import { checkoutLineItems } from './line-items';
import { isStripeError, stripeClient } from './stripe-client';

// Paying a card order on Stripe's hosted Checkout page: card data never touches this site. The order is stored first
// (awaiting payment, priced by the server); its Checkout Session charges exactly that, and the buyer comes back to
// the order's page with the session's id.

/** How long Stripe keeps an unpaid session open (its minimum is 30 minutes); then the order is released. */
const SESSION_LIFETIME_SECONDS = 60 * 60;

export const CARD_UNAVAILABLE = 'Card payment is not available right now. Please try again in a moment, or choose to pay at pickup or on delivery.';
const ORDER_RELEASED = 'This order was not paid in time and was released. Please place it again.';

export function returnUrl(publicUrl: string, orderNumber: string): string {
  // Stripe puts the session's id in place of the {CHECKOUT_SESSION_ID} template.
  return `${publicUrl}/order/${orderNumber}?session_id={CHECKOUT_SESSION_ID}`;
}

export function cancelUrl(publicUrl: string): string {
  return `${publicUrl}/checkout?payment=cancelled`;
}

/**
 * Starts (or, for a retried checkout, finds again) the Checkout Session of a stored card order and says where the
 * buyer goes. The idempotency key is the order's, so a retry never opens a second session.
 */
export async function startCardCheckout(db: Database, stripe: StripeConfig, orderId: string, options: { publicUrl: string; now: Date }): Promise<PaymentStart> {
  const loaded = await loadOrder(db, eq(orders.id, orderId));
  if (!loaded) throw new Error('A stored order could not be read back');
  const { order, lines } = loaded;
  if (order.paidAt) return { status: 'paid', reference: order.orderNumber };
  if (order.status !== 'awaiting_payment') throw new DomainError('invalid', ORDER_RELEASED);
  let session;
  try {
    session = await (
      await stripeClient(stripe)
    ).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: checkoutLineItems(lines, order),
        client_reference_id: order.orderNumber,
        metadata: { order_number: order.orderNumber },
        payment_intent_data: { metadata: { order_number: order.orderNumber } },
        customer_email: order.email,
        success_url: returnUrl(options.publicUrl, order.orderNumber),
        cancel_url: cancelUrl(options.publicUrl),
        expires_at: Math.floor(options.now.getTime() / 1000) + SESSION_LIFETIME_SECONDS,
      },
      { idempotencyKey: `checkout-session-${order.id}` },
    );
  } catch (error) {
    if (isStripeError(error)) throw new DomainError('unavailable', CARD_UNAVAILABLE);
    throw error;
  }
  if (!session.url) throw new DomainError('unavailable', CARD_UNAVAILABLE);
  await db
    .update(orders)
    .set({ checkoutSessionId: session.id })
    .where(and(eq(orders.id, order.id), or(isNull(orders.checkoutSessionId), eq(orders.checkoutSessionId, session.id))));
  return { status: 'redirect', url: session.url };
}

export const RETURN_NOT_FOUND = 'We could not find this payment. Please track your order with its number and your email.';

/**
 * The order page the buyer returns to from Stripe. The session's id in the address is known only to the buyer and
 * Stripe, so it shows the order. When the webhook has not come yet, Stripe is asked for the session and what it
 * says is applied as the webhook would.
 */
export async function cardReturn(
  db: Database,
  stripe: StripeConfig | null,
  input: { orderNumber: string; sessionId: string },
  effects: CardOrderEffects,
): Promise<CustomerOrder> {
  const where = and(eq(orders.orderNumber, input.orderNumber), eq(orders.checkoutSessionId, input.sessionId))!;
  if (stripe && (await awaitingCardPayment(db, input.orderNumber, input.sessionId))) {
    try {
      const session = await (await stripeClient(stripe)).checkout.sessions.retrieve(input.sessionId);
      if (session.client_reference_id === input.orderNumber) await applyRetrievedSession(db, session, effects);
    } catch (error) {
      // Stripe not answering leaves the order as stored: the page says the payment is still being confirmed.
      if (!isStripeError(error)) throw error;
    }
  }
  const loaded = await loadOrder(db, where);
  if (!loaded) throw new DomainError('not_found', RETURN_NOT_FOUND);
  return customerView(loaded, await readPickupInfo(db));
}
