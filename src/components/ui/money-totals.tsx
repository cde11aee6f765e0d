import { formatCents } from '@shared/money';
import { moneyRows, type OrderMoneyLines } from '@shared/money-lines';
import { TotalsList } from './totals-list';

const TEST_IDS = {
  subtotal: 'subtotal',
  discount: 'discount',
  code: 'code-discount',
  tax: 'tax',
  tip: 'tip',
  delivery: 'delivery-fee',
  total: 'total',
} as const;

/** An order's or a quote's money lines (subtotal, discounts, sales tax, tip, total) as one list. */
export function MoneyTotals({ money, className, totalTestId = 'total' }: { money: OrderMoneyLines; className?: string; totalTestId?: string }) {
  return (
    <TotalsList
      className={className}
      rows={moneyRows(money).map((row) => {
        const saving = row.key === 'discount' || row.key === 'code';
        return {
          label: row.label,
          value: saving ? `−${formatCents(row.cents)}` : formatCents(row.cents),
          kind: row.key === 'total' ? ('total' as const) : saving ? ('saving' as const) : ('normal' as const),
          testId: row.key === 'total' ? totalTestId : TEST_IDS[row.key],
        };
      })}
    />
  );
}
