import { z } from 'zod';
import { emailSchema, idempotencyKeySchema, LIMITS } from './common';
import { CART_MAX_LINES, CART_MAX_QUANTITY, ORDER_NUMBER_PATTERN } from './order-rules';
import { FULFILMENT_METHODS, ORDER_STATUSES, PAYMENT_CHOICES } from './values';
import { standSlugSchema } from './fundraiser';
import { calendarDateSchema } from './admin-events';
import { ZIP_PATTERN } from './fulfilment';
import { tooLong } from './text';
import { giftNoteSchema, optionalDiscountCodeSchema, tipChoiceSchema } from './shop-money';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE_MAX, SORT_DIRECTIONS } from './admin-list';

export const ORDER_LIMITS = { address: 300, notes: 1000 } as const;

export const quantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_MAX_QUANTITY, tooLong(`You can order at most ${CART_MAX_QUANTITY} of one item`));

const productIdSchema = z.uuid('Unknown product');
// null (or absent) for a product sold without sizes.
const variantIdSchema = z
  .uuid('Unknown product size')
  .nullish()
  .transform((id) => id ?? null);

/** One line as the browser sends it: ids and a quantity, never a price it wants to pay. */
export const cartLineSchema = z.object({
  productId: productIdSchema,
  variantId: variantIdSchema,
  quantity: quantitySchema,
  /** The unit price the browser showed, only to tell the buyer when it has changed; never used to price anything. */
  expectedUnitPriceCents: z.number().int().min(0).optional(),
});
export type CartLine = z.output<typeof cartLineSchema>;

export const cartLinesSchema = z
  .array(cartLineSchema, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(CART_MAX_LINES, tooLong(`A cart holds at most ${CART_MAX_LINES} different items`));

/** The cart with the buyer's choices for the money lines (a code's text, a tip): the server prices it all. */
export const quoteSchema = z.object({ lines: cartLinesSchema, discountCode: optionalDiscountCodeSchema, tip: tipChoiceSchema });

// Digits with the usual separators; 7 to 15 digits covers local numbers and E.164.
export const phoneSchema = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .max(LIMITS.phone, tooLong('Please enter a valid phone number'))
  .refine((phone) => /^\+?[\d\s().-]+$/.test(phone) && /^\d{7,15}$/.test(phone.replace(/\D/g, '')), 'Please enter a valid phone number');

export const checkoutSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    lines: cartLinesSchema,
    fulfilment: z.enum(FULFILMENT_METHODS, { error: 'Please choose pickup or delivery' }),
    /** Pay in person (the default) or now by card on the card processor's page. */
    payment: z.enum(PAYMENT_CHOICES, { error: 'Please choose how to pay' }).default('pay_on_fulfilment'),
    customerName: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(LIMITS.name, tooLong('Name is too long')),
    email: emailSchema,
    phone: phoneSchema,
    deliveryAddress: z.string().trim().max(ORDER_LIMITS.address, tooLong('Address is too long')).optional(),
    notes: z
      .string()
      .trim()
      .max(ORDER_LIMITS.notes, tooLong(`Notes can be at most ${ORDER_LIMITS.notes} characters`))
      .optional(),
    /** The delivery address's ZIP code, matched against the delivery zones in Settings. */
    deliveryZip: z
      .string()
      .trim()
      .max(10, tooLong('Please enter a 5-digit ZIP code'))
      .optional()
      .transform((zip) => zip || null)
      .pipe(z.string().regex(ZIP_PATTERN, 'Please enter a 5-digit ZIP code').nullable()),
    /** The chosen time slot: its day and start ('yyyy-MM-dd', 'HH:mm'); the server checks it against Settings. */
    slotDate: z.union([z.literal(''), calendarDateSchema]).optional(),
    slotStart: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time')]).optional(),
    /** Pickup at an upcoming pop-up event that allows it, instead of a slot. */
    pickupEventId: z.union([z.literal(''), z.uuid('Unknown event')]).optional(),
    /** The fundraiser stand the order supports (its page's slug); absent or '' for none. */
    standSlug: z
      .union([z.literal(''), standSlugSchema])
      .optional()
      .transform((slug) => slug || null),
    /** A discount code's text; the server decides whether and how it applies. */
    discountCode: optionalDiscountCodeSchema,
    tip: tipChoiceSchema,
    isGift: z.boolean().default(false),
    /** The buyer's words for whoever receives a gift. */
    giftNote: giftNoteSchema,
  })
  .superRefine((order, issue) => {
    if (order.fulfilment === 'delivery' && (order.deliveryAddress ?? '').length < 5) {
      issue.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'Please enter a delivery address' });
    }
  })
  // An address given with pickup is not kept: it would confuse whoever fulfils the order.
  .transform((order) => ({
    ...order,
    deliveryAddress: order.fulfilment === 'delivery' ? (order.deliveryAddress ?? '') : null,
    deliveryZip: order.fulfilment === 'delivery' ? order.deliveryZip : null,
    notes: order.notes ?? '',
    slotDate: order.slotDate || null,
    slotStart: order.slotStart || null,
    // An event pickup is for pickup orders only.
    pickupEventId: order.fulfilment === 'pickup' ? order.pickupEventId || null : null,
    // A gift note belongs to a gift; without the gift option it is not kept.
    giftNote: order.isGift ? order.giftNote : '',
  }));
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** 'drp-7k3m9q', ' DRP-7K3M9Q ' and '7K3M9Q' all find order DRP-7K3M9Q. */
export const orderNumberSchema = z
  .string({ error: 'Please enter your order number' })
  .trim()
  .min(1, 'Please enter your order number')
  .max(40, tooLong('That order number is not valid'))
  .transform((value) => {
    const upper = value.toUpperCase().replace(/\s+/g, '');
    return upper.startsWith('DRP-') ? upper : `DRP-${upper.replace(/^DRP/, '')}`;
  })
  .pipe(z.string().regex(ORDER_NUMBER_PATTERN, 'That order number is not valid'));

export const trackOrderSchema = z.object({ orderNumber: orderNumberSchema, email: emailSchema });

// Member cart procedures.
export const cartItemKeySchema = z.object({ productId: productIdSchema, variantId: variantIdSchema });
export const cartSetQuantitySchema = cartItemKeySchema.extend({ quantity: quantitySchema });
export const cartAddSchema = cartItemKeySchema.extend({ quantity: quantitySchema.default(1) });
export const cartMergeSchema = z.object({
  lines: z.array(cartItemKeySchema.extend({ quantity: quantitySchema })).max(CART_MAX_LINES, tooLong(`A cart holds at most ${CART_MAX_LINES} different items`)),
});

// Back office.
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });
import { ADMIN_ORDER_SORTS } from './values';
export { ADMIN_ORDER_SORTS };
export const adminOrderListSchema = z
  .object({
    status: orderStatusSchema.optional(),
    fulfilment: z.enum(FULFILMENT_METHODS, { error: 'Please choose pickup or delivery' }).optional(),
    /** Matches the order number, the customer's name or email. */
    search: z.string().trim().max(LIMITS.shortText, tooLong('Search is too long')).optional(),
    /** Orders placed on or after this moment / before this moment. */
    from: z.date({ error: 'Invalid date' }).optional(),
    to: z.date({ error: 'Invalid date' }).optional(),
    page: z.number().int('Invalid page').min(1, 'Invalid page').max(ADMIN_PAGE_MAX, 'Invalid page').default(1),
    pageSize: z.number().int('Invalid page size').min(1, 'Invalid page size').max(ADMIN_PAGE_SIZE_MAX, tooLong('Invalid page size')).default(20),
    sort: z.enum(ADMIN_ORDER_SORTS, 'Unknown sort').optional(),
    dir: z.enum(SORT_DIRECTIONS, 'Unknown sort direction').optional(),
  })
  .default({ page: 1, pageSize: 20 });
/** Several orders moved one step at once (each is checked and mailed as if moved alone). */
export const adminOrderBulkStatusSchema = z.object({
  ids: z.array(z.uuid('Unknown order')).min(1, 'Please choose at least one order').max(ADMIN_PAGE_SIZE_MAX, 'Too many orders at once'),
  status: orderStatusSchema,
});
export const adminOrderNoteSchema = z.object({
  id: z.uuid('Unknown order'),
  body: z.string().trim().min(1, 'Please write a note').max(LIMITS.longText, tooLong('The note is too long')),
});
export const adminOrderIdSchema = z.object({ id: z.uuid('Unknown order') });
export const adminOrderSetStatusSchema = z.object({ id: z.uuid('Unknown order'), status: orderStatusSchema });
/** Refunds one line of a card-paid order (the line was removed: sold out, spoiled, left out). */
export const adminOrderRefundLineSchema = z.object({ id: z.uuid('Unknown order'), lineId: z.uuid('Unknown order line') });
/** The buyer back from the card processor's page: the order and the Checkout Session its return address names. */
export const cardReturnSchema = z.object({
  orderNumber: orderNumberSchema,
  sessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{8,250}$/, 'Unknown payment session'),
});
