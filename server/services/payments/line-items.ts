import type Stripe from 'stripe';

type PricedLine = { productName: string; size: string | null; quantity: number; lineTotalCents: number };

/**
 * An amount shared out over lines in proportion to their totals, each share rounded down and the cents left by
 * rounding going one each to the largest lines; never more than a line's own total.
 */
function proportionalShares(lineTotals: number[], amountCents: number): number[] {
  const sum = lineTotals.reduce((total, line) => total + line, 0);
  const shares = lineTotals.map((line) => (sum === 0 ? 0 : Math.floor((amountCents * line) / sum)));
  let left = amountCents - shares.reduce((total, share) => total + share, 0);
  const largestFirst = lineTotals.map((_, index) => index).sort((a, b) => lineTotals[b]! - lineTotals[a]!);
  for (const index of largestFirst) {
    if (left === 0) break;
    if (shares[index]! < lineTotals[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What each line costs after the discounts (the member discount or a code), summing exactly to the goods' total. The
 * discount is taken off the subtotal, so it is shared out over the lines in proportion to their totals.
 */
export function lineAmountsAfterDiscount(lines: Pick<PricedLine, 'lineTotalCents'>[], discountCents: number): number[] {
  const shares = proportionalShares(
    lines.map((line) => line.lineTotalCents),
    discountCents,
  );
  return lines.map((line, index) => line.lineTotalCents - shares[index]!);
}

/**
 * What one removed line gives back: its amount after the discounts and its share of the sales tax (the tax shared
 * over the discounted amounts as the discount is over the totals). The tip stays: it was for the service.
 */
export function lineRefundCents(lines: Pick<PricedLine, 'lineTotalCents'>[], money: OrderMoney, index: number): number {
  const amounts = lineAmountsAfterDiscount(lines, money.discountCents + money.codeDiscountCents);
  return amounts[index]! + proportionalShares(amounts, money.taxCents)[index]!;
}

type OrderMoney = { discountCents: number; codeDiscountCents: number; taxCents: number; tipCents: number; deliveryFeeCents: number };

/**
 * The Checkout Session's line items for an order, summing exactly to what the server charges (goods after the
 * discounts, then sales tax, tip and delivery fee). A line whose
 * discounted amount splits evenly over its quantity keeps its quantity and unit amount; otherwise it is one item
 * "2 × name" at the line's amount, so no cent is lost or added.
 */
export function checkoutLineItems(lines: PricedLine[], money: OrderMoney): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const amounts = lineAmountsAfterDiscount(lines, money.discountCents + money.codeDiscountCents);
  const goods = lines.map((line, index): Stripe.Checkout.SessionCreateParams.LineItem => {
    const amount = amounts[index]!;
    const name = line.size ? `${line.productName} (${line.size})` : line.productName;
    const even = amount % line.quantity === 0;
    return {
      quantity: even ? line.quantity : 1,
      price_data: {
        currency: 'usd',
        unit_amount: even ? amount / line.quantity : amount,
        product_data: { name: even ? name : `${line.quantity} × ${name}` },
      },
    };
  });
  // Sales tax, the tip and a delivery's fee are lines of their own, so Stripe's receipt shows them as the order does.
  const extra = (name: string, cents: number): Stripe.Checkout.SessionCreateParams.LineItem[] =>
    cents > 0 ? [{ quantity: 1, price_data: { currency: 'usd', unit_amount: cents, product_data: { name } } }] : [];
  return [...goods, ...extra('Sales tax', money.taxCents), ...extra('Tip', money.tipCents), ...extra('Delivery fee', money.deliveryFeeCents)];
}
