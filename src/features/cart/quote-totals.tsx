import { TotalsList } from '@/components/ui/totals-list';
import { formatCents } from '@shared/money';
import type { Quote } from './use-cart-quote';

export function QuoteTotals({ quote }: { quote: Quote }) {
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
        { label: 'Total', value: formatCents(quote.totalCents), kind: 'total' as const, testId: 'total' },
      ]}
    />
  );
}
