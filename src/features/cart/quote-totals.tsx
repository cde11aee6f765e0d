import { TotalsList } from '@/components/ui/totals-list';
import { formatCents } from '@shared/money';
import type { Quote } from './use-cart-quote';

/** The cart's lines of money; a delivery's zone fee, when known, as its own line and in the total. */
export function QuoteTotals({ quote, deliveryFeeCents = 0 }: { quote: Quote; deliveryFeeCents?: number }) {
  return (
    <TotalsList
      rows={[
        { label: 'Subtotal', value: formatCents(quote.subtotalCents), testId: 'subtotal' },
        ...(quote.discountCents > 0
          ? [
              {
                label: `Member discount (${quote.discountPercent}%)`,
                value: `−${formatCents(quote.discountCents)}`,
                kind: 'saving' as const,
                testId: 'discount',
              },
            ]
          : []),
        ...(deliveryFeeCents > 0 ? [{ label: 'Delivery fee', value: formatCents(deliveryFeeCents), testId: 'delivery-fee' }] : []),
        { label: 'Total', value: formatCents(quote.totalCents + deliveryFeeCents), kind: 'total' as const, testId: 'total' },
      ]}
    />
  );
}
