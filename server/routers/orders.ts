import { TRPCError } from '@trpc/server';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import { cardReturnSchema, checkoutSchema, quoteSchema, trackOrderSchema } from '@shared/schemas/orders';
import { QuantityLimitError } from '../services/order-pricing';
import { fulfilmentOptions } from '../services/fulfilment';
import { quoteCheckout } from '../services/order-money';
import { orderSettings } from '../services/app-caches';
import { placeOrder } from '../services/orders/placing';
import { trackOrder } from '../services/orders/tracking';
import { readPickupInfo } from '../services/orders/views';
import { CARD_CHOICE_LABEL, defaultPaymentProvider } from '../services/payment';
import { cardReturn } from '../services/payments/card-checkout';
import { CARD_RETURN_PER_CLIENT, ORDER_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';
import { STAND_CHANGES_TOPIC } from '../services/fundraiser-stands';
import { STOCK_CHANGES_TOPIC } from '../services/stock';

export const ordersRouter = router({
  /** What the checkout shows before anything is typed: where and when pickup happens, how payment works. */
  checkoutInfo: publicProcedure.query(async ({ ctx }) => ({
    pickup: await readPickupInfo(ctx.db),
    paymentLabel: defaultPaymentProvider.label,
    /** "Pay now by card" is offered only while Stripe's keys are set. */
    cardLabel: ctx.config.stripe ? CARD_CHOICE_LABEL : null,
    maxQuantity: CART_MAX_QUANTITY,
    maxLines: CART_MAX_LINES,
  })),

  /**
   * The times a buyer may choose now (open slots with room, pop-up events open to pickup) and the delivery zones with
   * their fees and minimums. Answered fresh every time: a slot fills as orders come in.
   */
  fulfilmentOptions: publicProcedure.query(({ ctx }) => fulfilmentOptions(ctx.db, ctx.now())),

  /**
   * Re-prices the browser's cart from the database (the member discount included for a signed-in member). Lines
   * that cannot be ordered as they are (gone, inactive, or a price that changed since the buyer saw it) come back
   * with a problem, so the cart shows them before the order is placed.
   */
  quote: publicProcedure.input(quoteSchema).query(async ({ ctx, input }) => {
    try {
      const {
        discountCodeId: _id,
        lines,
        ...quote
      } = await quoteCheckout(ctx.db, input.lines, ctx.user?.id ?? null, input, (await orderSettings(ctx.caches, ctx.db)).taxRateBasisPoints, ctx.now());
      return { ...quote, lines: lines.map(({ productImageUrl: _image, ...line }) => line) };
    } catch (error) {
      if (error instanceof QuantityLimitError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
      throw error;
    }
  }),

  /** Places the order. Prices come from the database; the same idempotency key returns the order already placed. */
  place: publicProcedure
    .input(checkoutSchema)
    .use(limitPerClient(ORDER_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const placed = await placeOrder(ctx.db, input, {
        userId: ctx.user?.id ?? null,
        config: ctx.config,
        caches: ctx.caches,
        now: ctx.now(),
        mailQueued: ctx.mailQueued,
        stockChanged: () => ctx.bus.publish(STOCK_CHANGES_TOPIC),
      });
      // The stand's page shows its raised total; orders are limited per client, which bounds how often this clears.
      if (input.standSlug) await ctx.bus.publish(STAND_CHANGES_TOPIC);
      return placed;
    }),

  /**
   * An order by its number and the email it was placed with. A mutation, so the email travels in the request body
   * rather than in a URL that proxies and logs keep.
   */
  track: publicProcedure.input(trackOrderSchema).mutation(({ ctx, input }) => trackOrder(ctx.db, input, { ip: ctx.clientIp, now: ctx.now() })),

  /**
   * The order page the buyer returns to from Stripe's Checkout: the order of that session, paid when Stripe says so
   * (asked here when its webhook has not come yet). A mutation: it may apply the payment.
   */
  cardReturn: publicProcedure
    .input(cardReturnSchema)
    .use(limitPerClient(CARD_RETURN_PER_CLIENT))
    .mutation(({ ctx, input }) =>
      cardReturn(ctx.db, ctx.config.stripe, input, {
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
        mailQueued: ctx.mailQueued,
        moneyChanged: () => ctx.bus.publish(STAND_CHANGES_TOPIC),
        stockChanged: () => ctx.bus.publish(STOCK_CHANGES_TOPIC),
      }),
    ),
});
