import { useRuntime, useUi } from './use-runtime';

function stars(count: number): string {
  return '★'.repeat(count) + '☆'.repeat(3 - count);
}

/**
 * The end of a game day, over the play area at every width: what the day brought (served, lost, tips, the average
 * grade, coins earned) and its stars against the day's goal. Time stands still while it shows; the player shops
 * (the store and flavors are a tap away) and starts the next day.
 */
export function DaySummary() {
  const runtime = useRuntime();
  const { dayOver, lastShift, shift } = useUi();
  if (!dayOver || lastShift === null) return null;
  const rows: [string, string][] = [
    ['Customers served', `${lastShift.served} of ${lastShift.goal} (goal)`],
    ['Customers lost', String(lastShift.lost)],
    ['Tips', `${lastShift.tips} coins`],
    ['Average grade', lastShift.grade ?? '–'],
    ['Coins earned', String(lastShift.coins)],
  ];
  return (
    <section
      aria-labelledby="day-summary-title"
      data-testid="day-summary"
      className="absolute inset-0 z-30 flex items-start justify-center overflow-y-auto bg-ink/40 p-3 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-3xl bg-white p-4 text-ink shadow-xl">
        <h3 id="day-summary-title" className="text-center font-display text-xl font-extrabold">
          Day {lastShift.day} is over!
        </h3>
        <p className="mt-1 text-center text-2xl text-candy-pink-dark" aria-label={`${lastShift.stars} of 3 stars`}>
          {stars(lastShift.stars)}
        </p>
        <p className="text-center text-sm font-semibold">{lastShift.goalReached ? 'Goal reached!' : `Goal: serve ${lastShift.goal} customers`}</p>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink/75">{label}</dt>
              <dd className="text-right font-extrabold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-center text-xs text-ink/70">Time stands still until you open the stand again: stock up and shop first.</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <button
            type="button"
            onClick={() => runtime.openDialog('store')}
            className="inline-flex h-11 items-center rounded-full bg-cream px-4 text-sm font-extrabold ring-2 ring-candy-pink/40"
          >
            Fluff Store
          </button>
          <button
            type="button"
            onClick={() => runtime.openDialog('flavors')}
            className="inline-flex h-11 items-center rounded-full bg-cream px-4 text-sm font-extrabold ring-2 ring-candy-pink/40"
          >
            Flavors
          </button>
          <button
            type="button"
            onClick={() => runtime.dispatch({ type: 'startDay' })}
            className="inline-flex h-11 items-center rounded-full bg-candy-pink-dark px-5 text-sm font-extrabold text-white"
          >
            Start day {shift.day}
          </button>
        </div>
      </div>
    </section>
  );
}
