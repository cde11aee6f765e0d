import { keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/trpc';
import type { CartLine } from '@/lib/cart-store';
import type { RouterOutputs } from '@/lib/api-types';
import type { TipChoice } from '@shared/schemas/shop-money';

export type Quote = RouterOutputs['orders']['quote'];
export type QuoteLine = Quote['lines'][number];

/** The cart as the browser sends it: ids, quantities and the price the buyer saw (only to compare). */
export function cartLinesInput(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    expectedUnitPriceCents: line.unitPriceCents,
  }));
}

export type QuoteChoices = { discountCode?: string; tip?: TipChoice };

/**
 * Today's prices, the member discount and any line that cannot be ordered as it is, with the money lines of the
 * buyer's choices (a code, a tip) and the sales tax, from the server.
 */
export function useCartQuote(lines: readonly CartLine[], choices: QuoteChoices = {}) {
  return api.orders.quote.useQuery(
    { lines: cartLinesInput(lines), ...choices },
    // The previous quote stays on screen while a changed quantity is priced again.
    { enabled: lines.length > 0, placeholderData: keepPreviousData, staleTime: 0 },
  );
}
