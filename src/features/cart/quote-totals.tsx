import { TotalsList } from '@/components/ui/totals-list';
import { formatPrice } from '@/lib/format';
import type { Quote } from './use-cart-quote';

export function QuoteTotals({ quote }: { quote: Quote }) {
  return (
    <TotalsList
      rows={[
        { label: 'Subtotal', value: formatPrice(quote.subtotalCents), testId: 'subtotal' },
        ...(quote.discountCents > 0
          ? [{ label: `Member discount (${quote.discountPercent}%)`, value: `−${formatPrice(quote.discountCents)}`, kind: 'saving' as const, testId: 'discount' }]
          : []),
        { label: 'Total', value: formatPrice(quote.totalCents), kind: 'total' as const, testId: 'total' },
      ]}
    />
  );
}
