import { ArrowDownIcon, ArrowUpIcon, SearchIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';

// The controls every back-office list shares: a search box, the list's filters, a sort with its direction, the
// count, and the pager. They hold no state of their own beyond the text being typed: what is shown comes from the
// page's address (search params), so a filtered, sorted page can be bookmarked, shared and reloaded.

export type ListFilter = {
  name: string;
  label: string;
  value: string | undefined;
  /** The first option is "All" (no filter). */
  options: readonly { value: string; label: string }[];
  allLabel?: string;
};

export type ListState = { q?: string; sort?: string; dir?: 'asc' | 'desc'; page?: number; [filter: string]: string | number | undefined };

export function AdminListToolbar({
  state,
  onChange,
  searchLabel,
  searchPlaceholder,
  filters = [],
  sorts,
  defaultSort,
  total,
  noun,
  children,
}: {
  state: ListState;
  /** Called with the changed keys; a change of search, filter or sort goes back to page 1. */
  onChange: (patch: Partial<ListState>) => void;
  searchLabel: string;
  searchPlaceholder: string;
  filters?: ListFilter[];
  sorts: readonly { value: string; label: string }[];
  defaultSort: { sort: string; dir: 'asc' | 'desc' };
  total: number | undefined;
  noun: [singular: string, plural: string];
  children?: ReactNode;
}) {
  const [typed, setTyped] = useState(state.q ?? '');
  // Back/forward or a link changes the address: the box shows the search the list is showing.
  useEffect(() => setTyped(state.q ?? ''), [state.q]);
  const sort = state.sort ?? defaultSort.sort;
  const dir = state.dir ?? (state.sort ? 'asc' : defaultSort.dir);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: typed.trim() || undefined, page: undefined });
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex w-full items-center gap-2 sm:w-auto">
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          maxLength={200}
          className="h-9 min-w-0 flex-1 py-1 text-sm sm:w-64"
        />
        <Button type="submit" variant="outline" size="sm">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      {filters.map((filter) => (
        <label key={filter.name} className="flex items-center gap-2 text-sm font-bold">
          {filter.label}
          <NativeSelect
            value={filter.value ?? ''}
            onChange={(event) => onChange({ [filter.name]: event.target.value || undefined, page: undefined })}
            // Named for what it does: a list's rows can hold a control with the filter's word (each inbox row's Status).
            aria-label={`Filter by ${filter.label.toLowerCase()}`}
            className="h-9 w-40 py-1 text-sm"
          >
            <option value="">{filter.allLabel ?? 'All'}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      ))}
      <div className="flex items-center gap-1">
        <label className="flex items-center gap-2 text-sm font-bold">
          Sort by
          <NativeSelect
            value={sort}
            onChange={(event) => onChange({ sort: event.target.value, dir: undefined, page: undefined })}
            className="h-9 w-40 py-1 text-sm"
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={dir === 'asc' ? 'Ascending; sort descending' : 'Descending; sort ascending'}
          title={dir === 'asc' ? 'Ascending' : 'Descending'}
          onClick={() => onChange({ sort, dir: dir === 'asc' ? 'desc' : 'asc', page: undefined })}
        >
          {dir === 'asc' ? <ArrowUpIcon /> : <ArrowDownIcon />}
        </Button>
      </div>
      {children}
      {total !== undefined ? (
        <p className="text-sm text-ink/70 sm:ml-auto" aria-live="polite">
          {total} {total === 1 ? noun[0] : noun[1]}
        </p>
      ) : null}
    </div>
  );
}

export function AdminPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
