/**
 * Payment sits behind this interface so a card processor can be added without touching the order code: a provider
 * is asked to start the payment of a stored order and says what the buyer is told. No processor is reachable from
 * this project's machines, so the default is paying in person when the order is handed over.
 */
export type PaymentRequest = { orderNumber: string; totalCents: number; email: string; fulfilment: 'pickup' | 'delivery' };

export type PaymentStart =
  /** Nothing to do now: the buyer pays when they get the order. */
  | { status: 'due_on_fulfilment'; instructions: string }
  /** For a card processor: the buyer finishes paying on the provider's page. */
  | { status: 'redirect'; url: string }
  | { status: 'paid'; reference: string };

export interface PaymentProvider {
  /** Stored on the order (orders.payment_method). */
  readonly method: string;
  /** What the checkout and the confirmation show. */
  readonly label: string;
  start(request: PaymentRequest): Promise<PaymentStart>;
}

export const PAY_ON_FULFILMENT_LABEL = 'Pay at pickup or on delivery';

export class PayOnFulfilment implements PaymentProvider {
  readonly method = 'pay_on_fulfilment';
  readonly label = PAY_ON_FULFILMENT_LABEL;
  async start(request: PaymentRequest): Promise<PaymentStart> {
    return {
      status: 'due_on_fulfilment',
      instructions: request.fulfilment === 'pickup' ? 'Pay when you pick up your order (card or cash).' : 'Pay when your order is delivered (card or cash).',
    };
  }
}

export const defaultPaymentProvider: PaymentProvider = new PayOnFulfilment();

/** Stored on a card order (orders.payment_method). */
export const CARD_PAYMENT_METHOD = 'card';
export const CARD_CHOICE_LABEL = 'Pay now by card';

/**
 * A card order whose payment Stripe confirmed: what its confirmation mail says. (Starting a card payment needs the
 * order's lines and a Checkout Session, so it happens in payments/card-checkout.ts, after the order is stored.)
 */
export const cardPaid: PaymentProvider = {
  method: CARD_PAYMENT_METHOD,
  label: 'Card (online)',
  start: async (request) => ({ status: 'paid', reference: request.orderNumber }),
};

const labels = new Map<string, string>([
  [defaultPaymentProvider.method, defaultPaymentProvider.label],
  [cardPaid.method, cardPaid.label],
]);
/** A readable name for a stored payment method (orders keep the method of the provider that took them). */
export function paymentLabel(method: string): string {
  return labels.get(method) ?? method;
}
