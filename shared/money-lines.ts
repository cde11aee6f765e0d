import { formatCents } from './money';

// An order's money lines as every page, mail and the CSV name them, in the order they are added up.

export type OrderMoneyLines = {
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  discountCode: string | null;
  codeDiscountCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  tipCents: number;
  /** A delivery's zone fee (not taxed, not tipped); absent or 0 for pickup. */
  deliveryFeeCents?: number;
  totalCents: number;
};

/** 890 → '8.9%', 400 → '4%', 775 → '7.75%'. */
export function basisPointsLabel(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = (basisPoints % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

export type MoneyRow = { key: 'subtotal' | 'discount' | 'code' | 'tax' | 'tip' | 'delivery' | 'total'; label: string; cents: number; text: string };

/** Subtotal, then each discount, the sales tax, the tip and the delivery fee that are not zero, then the total. */
export function moneyRows(order: OrderMoneyLines): MoneyRow[] {
  const row = (key: MoneyRow['key'], label: string, cents: number, negative = false): MoneyRow => ({
    key,
    label,
    cents,
    text: `${negative ? '-' : ''}${formatCents(cents)}`,
  });
  return [
    row('subtotal', 'Subtotal', order.subtotalCents),
    ...(order.discountCents > 0 ? [row('discount', `Member discount (${order.discountPercent}%)`, order.discountCents, true)] : []),
    ...(order.codeDiscountCents > 0 ? [row('code', `Code ${order.discountCode ?? ''}`.trim(), order.codeDiscountCents, true)] : []),
    ...(order.taxCents > 0 || order.taxRateBasisPoints > 0 ? [row('tax', `Sales tax (${basisPointsLabel(order.taxRateBasisPoints)})`, order.taxCents)] : []),
    ...(order.tipCents > 0 ? [row('tip', 'Tip', order.tipCents)] : []),
    ...((order.deliveryFeeCents ?? 0) > 0 ? [row('delivery', 'Delivery fee', order.deliveryFeeCents ?? 0)] : []),
    row('total', 'Total', order.totalCents),
  ];
}
