import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  addYears,
  dayOfMonth,
  endOfWeek,
  formatFullDate,
  formatMonthYear,
  monthGrid,
  sameMonth,
  startOfMonth,
  startOfWeek,
  todayIso,
} from '@/lib/calendar-date';
import { cn } from '@/lib/utils';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/**
 * A month grid for picking one date (yyyy-MM-dd), following the WAI-ARIA date-picker dialog pattern: one day button in
 * the tab order; arrows move by a day or a week, PageUp/PageDown by a month (with Shift by a year), Home/End to the
 * week's start and end; Enter or Space picks. Always six weeks tall, so the grid does not jump between months.
 */
export function Calendar({
  selected,
  onSelect,
  autoFocus = false,
  className,
}: {
  selected: string | undefined;
  onSelect: (date: string) => void;
  /** Focus the selected (or today's) day when the calendar appears, as a popover does. */
  autoFocus?: boolean;
  className?: string;
}) {
  const today = todayIso();
  const [focused, setFocused] = useState(selected ?? today);
  const [month, setMonth] = useState(startOfMonth(selected ?? today));
  // Focus follows the keyboard, not every render: only after a key moved it (or on open when asked).
  const moveFocus = useRef(autoFocus);
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  function focusDate(date: string) {
    moveFocus.current = true;
    setFocused(date);
    if (!sameMonth(date, month)) setMonth(startOfMonth(date));
  }

  function showMonth(offset: number) {
    const next = addMonths(month, offset);
    setMonth(next);
    // Keep a focusable day inside the shown month.
    setFocused(sameMonth(focused, next) ? focused : addMonths(focused, offset));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => (event.shiftKey ? addYears(focused, -1) : addMonths(focused, -1)),
      PageDown: () => (event.shiftKey ? addYears(focused, 1) : addMonths(focused, 1)),
      Home: () => startOfWeek(focused),
      End: () => endOfWeek(focused),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDate(move());
  }

  const weeks = monthGrid(month, true);
  const captionId = `calendar-caption-${month}`;
  return (
    <div className={cn('w-[19rem] p-3', className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          className="rounded-full p-2 text-ink/70 hover:bg-candy-purple/10 hover:text-ink"
          aria-label="Previous month"
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </button>
        <p id={captionId} className="font-bold text-ink" aria-live="polite">
          {formatMonthYear(month)}
        </p>
        <button
          type="button"
          onClick={() => showMonth(1)}
          className="rounded-full p-2 text-ink/70 hover:bg-candy-purple/10 hover:text-ink"
          aria-label="Next month"
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div role="grid" aria-labelledby={captionId} ref={grid}>
        <div role="row" className="grid grid-cols-7">
          {WEEKDAYS.map(([short, long]) => (
            <span key={long} role="columnheader" aria-label={long} className="py-1 text-center text-xs font-bold text-ink/70">
              {short}
            </span>
          ))}
        </div>
        {weeks.map((week) => (
          <div role="row" key={week[0]} className="grid grid-cols-7">
            {week.map((date) => {
              const outside = !sameMonth(date, month);
              const isSelected = date === selected;
              return (
                <span role="gridcell" key={date} aria-selected={isSelected} className="flex justify-center p-0.5">
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={formatFullDate(date)}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => {
                      setFocused(date);
                      onSelect(date);
                    }}
                    onKeyDown={onKeyDown}
                    // Focus that arrives by mouse or screen-reader cursor becomes the keyboard's starting point.
                    onFocus={() => setFocused(date)}
                    className={cn(
                      'size-9 rounded-full text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-candy-purple-dark',
                      isSelected
                        ? 'bg-candy-pink-dark text-white hover:bg-candy-pink-dark/90'
                        : date === today
                          ? 'bg-candy-yellow/60 text-ink hover:bg-candy-purple/15'
                          : 'text-ink hover:bg-candy-purple/15',
                      outside && !isSelected && 'text-ink/35',
                    )}
                  >
                    {dayOfMonth(date)}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
