import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { cacheLookupCounts, type CacheLookupCounts } from '../services/metrics';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One stored answer: its body already compressed each way, so a hit costs no compression. */
export type CachedAnswer = {
  /** 200 unless said otherwise: a not-found page is kept and sent with its 404. */
  status?: number;
  contentType: string;
  vary: string;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** Headers of this answer alone: a rendered page's Content-Security-Policy, which names its inline scripts. */
  headers?: Record<string, string>;
  storedAt: number;
};

const ENCODING_MEMO_SIZE = 64;
const ENCODING_MEMO_KEY_MAX = 256;
const encodingOfHeader = new Map<string, Encoding>();

/**
 * The encoding to send: brotli when the client takes it, then gzip, else none. A q=0 in Accept-Encoding refuses a
 * coding; anything else is taken as acceptance (the preference order is ours: the smaller body).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  // Browsers send a handful of distinct values, so every cached read would otherwise parse the same few strings.
  const known = encodingOfHeader.get(header);
  if (known) return known;
  const encoding = parseAcceptEncoding(header);
  if (header.length <= ENCODING_MEMO_KEY_MAX) {
    // Bounded in count and size: a client sending a new value with every request only empties the memo.
    if (encodingOfHeader.size >= ENCODING_MEMO_SIZE) encodingOfHeader.clear();
    encodingOfHeader.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0{0,3})?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** A strong validator from the body's bytes: the same content always has the same ETag, on every instance. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (or is "*"), so a 304 may answer. */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

// A miss is compressed at a fast level on the request's path (about a millisecond for a page), so a flood of made-up
// addresses costs little each; the cache then recompresses what it keeps at the smallest settings in the
// background (zlib's thread pool, one answer at a time), since a kept answer is sent many times.
const FAST_BROTLI_QUALITY = 4;
const FAST_GZIP_LEVEL = 6;

function brotliParams(body: Buffer, quality: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** Every encoding at a fast level: what a miss pays before it answers. */
export function compressQuickly(body: Buffer): Record<Encoding, Buffer> {
  return {
    identity: body,
    gzip: gzipSync(body, { level: FAST_GZIP_LEVEL }),
    br: brotliCompressSync(body, brotliParams(body, FAST_BROTLI_QUALITY)),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every encoding at its smallest, off the event loop: tens of milliseconds of CPU for a page, paid once per answer kept. */
async function compressSmallest(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gzipped, brotli] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, brotliParams(body, zlib.BROTLI_MAX_QUALITY))]);
  return { identity: body, gzip: gzipped, br: brotli };
}

/**
 * Answers kept in memory by key until any content they show changes (the owner calls clear() when a staff change is
 * announced on the invalidation bus, from any instance) or until `maxAgeMs` passes, which bounds how stale content
 * that changes with the clock or with visitors (today's events, like counts, game boards) can be. At most
 * `maxEntries` are kept, the least recently used going first, so made-up keys cannot grow it without bound. What it
 * keeps arrives compressed quickly and is recompressed at the smallest settings in the background.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private generation = 0;
  /** Answers kept but still quickly compressed, in the order they were kept. */
  private readonly toRecompress = new Map<string, CachedAnswer>();
  private recompressing: Promise<void> | null = null;

  private readonly lookups: CacheLookupCounts;

  constructor(
    name: string,
    private readonly options: { maxEntries: number; maxAgeMs: number; now: () => number },
  ) {
    this.lookups = cacheLookupCounts(name);
  }

  /** Looks up without recording a miss: for callers that ask about every request, most of which it never holds. */
  getIfPresent(key: string): CachedAnswer | null {
    return this.entries.has(key) ? this.get(key) : null;
  }

  get(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (entry && this.options.now() - entry.storedAt < this.options.maxAgeMs) {
      // Re-inserted, so the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.lookups.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    this.lookups.misses += 1;
    return null;
  }

  /** The generation to pass to set(): an answer computed while a change was announced is not kept. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, answer: Omit<CachedAnswer, 'storedAt'>, generation: number): CachedAnswer {
    const entry = { ...answer, storedAt: this.options.now() };
    // A cache of no entries (the benchmark's uncached pages) keeps nothing and recompresses nothing.
    if (generation !== this.generation || this.options.maxEntries === 0) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
      this.toRecompress.delete(oldest);
    }
    this.toRecompress.delete(key);
    this.toRecompress.set(key, entry);
    this.recompressing ??= this.recompressInBackground();
    return entry;
  }

  /** Settles once every answer kept so far is at its smallest (for tests and the benchmark's warm-up). */
  async recompressed(): Promise<void> {
    while (this.recompressing) await this.recompressing;
  }

  private async recompressInBackground(): Promise<void> {
    try {
      for (let next = this.toRecompress.entries().next(); !next.done; next = this.toRecompress.entries().next()) {
        const [key, entry] = next.value;
        this.toRecompress.delete(key);
        // A failure leaves the quick compression in place: still a correct answer.
        const bodies = await compressSmallest(entry.bodies.identity).catch(() => null);
        // Only if it is still the answer kept: a later set() or clear() replaced or dropped it meanwhile.
        if (bodies && this.entries.get(key) === entry) entry.bodies = bodies;
      }
    } finally {
      this.recompressing = null;
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.toRecompress.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
