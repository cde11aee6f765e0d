import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type AdminColumn<Row> = {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The name shown beside the value on a phone's card when `header` is not plain text; none for an actions column. */
  label?: string;
};

/**
 * The back office's list: a real <table> (screen readers announce rows and headers) with the loading, failed and
 * empty states every manager needs. Below 768 px the same rows are laid out as cards, one label and value a line with
 * the row's buttons at the bottom, so no Edit or Delete is ever past the edge of a phone.
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
    <div className={cn('relative rounded-2xl border border-candy-purple/15 bg-white shadow-sm md:overflow-x-auto', className)}>
      <table className="w-full text-left text-sm max-md:block md:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-candy-purple/15 bg-candy-purple/5 text-xs tracking-wide text-ink/70 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-4 py-3 font-bold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
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
              <td colSpan={columns.length} className="px-4 py-10 text-center text-ink/70">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows!.map((row) => (
              <tr key={rowKey(row)} className="border-b border-candy-purple/10 last:border-0 hover:bg-candy-purple/5 max-md:block max-md:px-4 max-md:py-3">
                {columns.map((column) => {
                  const label = typeof column.header === 'string' ? column.header : column.label;
                  return (
                    <td
                      key={column.key}
                      data-label={label}
                      className={cn(
                        'px-4 py-3 align-middle',
                        column.className,
                        // On a phone: "Label  value" on one line, wrapping inside the card, never wider than it.
                        'max-md:flex max-md:min-w-0 max-md:items-center max-md:gap-3 max-md:px-0 max-md:py-1.5 max-md:text-left max-md:whitespace-normal max-md:[overflow-wrap:anywhere]',
                        label
                          ? 'max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-bold max-md:before:tracking-wide max-md:before:text-ink/70 max-md:before:uppercase max-md:before:content-[attr(data-label)]'
                          : 'max-md:justify-end max-md:pt-2',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
