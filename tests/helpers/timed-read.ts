import { performance } from 'node:perf_hooks';

// How many times each timed read runs: once in the suite (the answer is what the test checks), more under
// `npm run bench:admin-lists`, which sets ADMIN_LISTS_RUNS so the printed figure is a median and not one cold read.
const RUNS = Math.max(1, Number(process.env.ADMIN_LISTS_RUNS ?? 1));

/** Runs a read, logs the median time it took as `[admin-lists] <database> <label>: N ms`, and returns its answer. */
export async function timedRead<T>(databaseKind: string, label: string, run: () => Promise<T>): Promise<T> {
  const times: number[] = [];
  let answer: T | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    answer = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor((times.length - 1) / 2)] ?? 0;
  const how = RUNS > 1 ? ` (median of ${RUNS})` : '';
  console.log(`[admin-lists] ${databaseKind} ${label}: ${median.toFixed(1)} ms${how}`);
  return answer as T;
}
