import { useUi } from './use-runtime';

function stars(count: number): string {
  return '★'.repeat(count) + '☆'.repeat(3 - count);
}

/**
 * The day at the stand in one line: the goal and how far along it is, tips, customers lost and the stars as they
 * stand; after the first day, yesterday's summary beside it. A live region, so the goal's completion is announced.
 */
export function ShiftPanel() {
  const { shift, lastShift } = useUi();
  return (
    <div
      className="pointer-events-none absolute left-2 top-2 z-10 max-w-[calc(100%-1rem)] rounded-xl bg-white/90 px-3 py-1.5 text-xs font-semibold text-ink shadow-sm sm:text-sm"
      data-testid="shift-panel"
      aria-live="polite"
    >
      <span>Day {shift.day}: </span>
      <span>{shift.goalReached ? `Goal reached! ${shift.served} served` : `Goal ${shift.served}/${shift.goal} served`}</span>
      <span> · Tips {shift.tips}</span>
      <span> · Lost {shift.lost}</span>
      <span aria-label={`${shift.stars} of 3 stars`}> · {stars(shift.stars)}</span>
      {lastShift && (
        <span className="hidden text-ink/70 md:inline">
          {' '}
          (Day {lastShift.day}: {lastShift.served} served, {lastShift.lost} lost, {lastShift.tips} tips, {stars(lastShift.stars)})
        </span>
      )}
    </div>
  );
}
