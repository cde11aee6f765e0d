import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import type { RouterOutputs } from '@/lib/api-types';

export type PlaceOption = RouterOutputs['fundraiser']['placeSearch'][number];

/** Waits for a pause in typing, so each keystroke does not ask the server. */
function useSettled(value: string, ms = 200): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A ZIP code or city search, as the ARIA combobox pattern describes it: typing lists matches from the shipped US
 * places list, Up and Down move through them, Enter or a click picks one, Escape closes the list. The screen reader
 * hears the active option and how many matched.
 */
export function PlaceCombobox({
  id,
  value,
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  id?: string;
  value: PlaceOption | null;
  onChange: (place: PlaceOption | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useSettled(text.trim());
  const search = api.fundraiser.placeSearch.useQuery({ q: query }, { enabled: open && query !== '', staleTime: Infinity });
  const options = open && query !== '' ? (search.data ?? []) : [];

  // A form reset clears the choice: the typed text goes with it.
  useEffect(() => {
    setText((current) => (value ? value.label : value === null && current === '' ? '' : current));
  }, [value]);

  function pick(place: PlaceOption) {
    onChange(place);
    setText(place.label);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((n) => (options.length === 0 ? 0 : (n + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((n) => (options.length === 0 ? 0 : (n - 1 + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      // Enter picks the active place instead of submitting the form.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status =
    !open || query === ''
      ? ''
      : search.isFetching && options.length === 0
        ? 'Searching…'
        : options.length === 0
          ? 'No ZIP code or city found'
          : `${options.length} found`;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        inputMode="search"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder="ZIP code or city, e.g. 30030 or Decatur"
        value={text}
        data-testid="place-search"
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        className={cn(
          'absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-2xl border border-candy-purple/20 bg-white py-1 shadow-lg',
          open && options.length > 0 ? '' : 'hidden',
        )}
      >
        {options.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Picked on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn('cursor-pointer px-4 py-2', index === active ? 'bg-candy-purple/15 font-bold' : '')}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {open && query !== '' && !search.isFetching && options.length === 0 ? <p className="mt-1 text-sm text-ink/70">No ZIP code or city found.</p> : null}
    </div>
  );
}
