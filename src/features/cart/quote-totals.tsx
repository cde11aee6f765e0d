import { MoneyTotals } from '@/components/ui/money-totals';
import type { Quote } from './use-cart-quote';

/** The cart's lines of money; a delivery's zone fee, when known, as its own line and in the total. */
export function QuoteTotals({ quote, deliveryFeeCents = 0 }: { quote: Quote; deliveryFeeCents?: number }) {
  return <MoneyTotals money={{ ...quote, deliveryFeeCents, totalCents: quote.totalCents + deliveryFeeCents }} />;
}
