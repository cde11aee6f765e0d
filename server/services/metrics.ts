import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, served at /metrics. One registry per process: counters that other modules
 * increment are exported from here so every module reports into the same place.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern (never the raw URL), method and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpErrors = new Counter({
  name: 'http_errors_total',
  help: 'Requests answered with a server error (5xx), by route pattern.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const mailsQueued = new Counter({
  name: 'mails_queued_total',
  help: 'Mails written to the outbox, by how they were stored (pending, or suppressed by the per-recipient cap).',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

export const mailsSent = new Counter({
  name: 'mails_sent_total',
  help: 'Mails the SMTP server (or mail folder) accepted.',
  registers: [metricsRegistry],
});

export const mailsFailed = new Counter({
  name: 'mails_failed_total',
  help: 'Delivery attempts that failed, by outcome: retry (tried again later) or failed (attempts used up).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Incremented by the game module each time a game sync passes verification and is stored. */
export const verifiedGameSyncs = new Counter({
  name: 'game_syncs_verified_total',
  help: 'Game progress syncs that passed server verification and were stored.',
  registers: [metricsRegistry],
});

/** Lookups of one cache not yet added to cache_lookups_total. */
export type CacheLookupCounts = { hits: number; misses: number };

const uncollectedLookups = new Map<string, CacheLookupCounts>();

/**
 * The counts a cache adds its lookups to: plain numbers, added to cache_lookups_total whenever the metrics are read.
 * A labelled increment per lookup checked and hashed its labels each time, on every cached answer.
 */
export function cacheLookupCounts(cache: string): CacheLookupCounts {
  let counts = uncollectedLookups.get(cache);
  if (!counts) uncollectedLookups.set(cache, (counts = { hits: 0, misses: 0 }));
  return counts;
}

// Registered with the registry, which reads it; caches add to it through cacheLookupCounts.
new Counter({
  name: 'cache_lookups_total',
  help: 'In-process cache lookups, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [cache, counts] of uncollectedLookups) {
      if (counts.hits > 0) this.inc({ cache, result: 'hit' }, counts.hits);
      if (counts.misses > 0) this.inc({ cache, result: 'miss' }, counts.misses);
      counts.hits = 0;
      counts.misses = 0;
    }
  },
});
