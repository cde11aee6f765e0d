import { cn } from '@/lib/utils';

export type TotalsRow = { label: string; value: string; kind?: 'normal' | 'saving' | 'total'; testId?: string };

/** Label / amount rows of a cart or an order (subtotal, discount, total), the last one usually the total. */
export function TotalsList({ rows, className }: { rows: TotalsRow[]; className?: string }) {
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn(
            'flex items-baseline justify-between gap-4',
            row.kind === 'total' && 'border-t-2 border-dashed border-candy-purple/20 pt-3 text-lg font-extrabold',
            row.kind === 'saving' && 'font-bold text-emerald-700',
          )}
        >
          <dt className={row.kind === 'total' ? undefined : 'text-ink/75'}>{row.label}</dt>
          <dd data-testid={row.testId} className="tabular-nums">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
