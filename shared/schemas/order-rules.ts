// Order and cart rules shared by the server, the checkout forms and the header's cart badge.
// Type imports only (no zod): the header's cart store reads these, and it is part of the first page's JavaScript.
import type { OrderStatus } from './values';

/** The most of one item (one product in one size) a cart or an order holds; more is a wholesale or party order. */
export const CART_MAX_QUANTITY = 25;
/** Distinct lines in one cart or order. */
export const CART_MAX_LINES = 30;

/** How the order numbers look: DRP- and six characters from an alphabet without look-alikes (0/O, 1/I/L, U/V). */
export const ORDER_NUMBER_PREFIX = 'DRP-';
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const ORDER_NUMBER_LENGTH = 6;
export const ORDER_NUMBER_PATTERN = /^DRP-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_expired: 'Payment not completed',
  received: 'Received',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const FULFILMENT_LABELS = { pickup: 'Pickup', delivery: 'Local delivery' } as const;
