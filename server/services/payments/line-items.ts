import type Stripe from 'stripe';

type PricedLine = { productName: string; size: string | null; quantity: number; lineTotalCents: number };

/**
 * What each line costs after the member discount, summing exactly to the order's total. The discount is taken off
 * the subtotal, so it is shared out over the lines in proportion to their totals (the cents left by rounding go to
 * the largest lines). A line's refund is this amount too.
 */
export function lineAmountsAfterDiscount(lines: Pick<PricedLine, 'lineTotalCents'>[], discountCents: number): number[] {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shares = lines.map((line) => (subtotal === 0 ? 0 : Math.floor((discountCents * line.lineTotalCents) / subtotal)));
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lines.map((_, index) => index).sort((a, b) => lines[b]!.lineTotalCents - lines[a]!.lineTotalCents);
  for (const index of largestFirst) {
    if (left === 0) break;
    if (shares[index]! < lines[index]!.lineTotalCents) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return lines.map((line, index) => line.lineTotalCents - shares[index]!);
}

/**
 * The Checkout Session's line items for an order, summing exactly to what the server charges. A line whose
 * discounted amount splits evenly over its quantity keeps its quantity and unit amount; otherwise it is one item
 * "2 × name" at the line's amount, so no cent is lost or added.
 */
export function checkoutLineItems(lines: PricedLine[], discountCents: number): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const amounts = lineAmountsAfterDiscount(lines, discountCents);
  return lines.map((line, index) => {
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
}
