import { MoneyTotals } from '@/components/ui/money-totals';
import type { Quote } from './use-cart-quote';

export function QuoteTotals({ quote }: { quote: Quote }) {
  return <MoneyTotals money={quote} />;
}
