import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type AdminColumn<Row> = {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * The back office's list: a real <table> (screen readers announce rows and headers), scrolling sideways on a phone,
 * with the loading, failed and empty states every manager needs.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading = false,
  error = null,
  emptyText,
  loadingText = 'Loading...',
  className,
}: {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading?: boolean;
  /** A message shown instead of the rows when the list could not be read. */
  error?: string | null;
  emptyText: ReactNode;
  loadingText?: string;
  className?: string;
}) {
  const state: 'loading' | 'error' | 'empty' | 'rows' = isLoading ? 'loading' : error ? 'error' : !rows || rows.length === 0 ? 'empty' : 'rows';
  return (
    // relative: screen-reader-only text in a cell (position: absolute) stays inside this scroll box instead of
    // widening the whole page on a phone.
    <div className={cn('relative overflow-x-auto rounded-2xl border border-candy-purple/15 bg-white shadow-sm', className)}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-candy-purple/15 bg-candy-purple/5 text-xs tracking-wide text-ink/60 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-4 py-3 font-bold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'loading' ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink/70">
                <span className="inline-flex items-center gap-2">
                  <Spinner label={loadingText} />
                  {loadingText}
                </span>
              </td>
            </tr>
          ) : state === 'error' ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center font-semibold text-red-700" role="alert">
                {error}
              </td>
            </tr>
          ) : state === 'empty' ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink/60">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows!.map((row) => (
              <tr key={rowKey(row)} className="border-b border-candy-purple/10 last:border-0 hover:bg-candy-purple/5">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-4 py-3 align-middle', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
