import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressQuickly, etagOf, ResponseCache } from './response-cache';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours a q=0 refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('br;q=0.000, gzip;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
  });

  it('answers the same for a header it has seen, and stays right when clients send endless new values', () => {
    for (let round = 0; round < 3; round += 1) expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    for (let index = 0; index < 500; index += 1) {
      expect(chooseEncoding(`x-${index}, gzip`)).toBe('gzip');
      expect(chooseEncoding(`x-${index}`)).toBe('identity');
    }
    const long = `${'x-long, '.repeat(100)}br`;
    expect(chooseEncoding(long)).toBe('br');
    expect(chooseEncoding(`${'x-long, '.repeat(100)}br;q=0`)).toBe('identity');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
  });
});

describe('ResponseCache compression', () => {
  const page = Buffer.from(`<!doctype html><main>${'<p>Sweet indulgence with attitude, spun fresh in Atlanta.</p>'.repeat(100)}</main>`);
  const answerOf = (body: Buffer) => ({ contentType: 'text/html', vary: 'Accept-Encoding', etag: etagOf(body), bodies: compressQuickly(body) });

  it('keeps a miss compressed quickly, then at the smallest in the background, decoding to the same bytes', async () => {
    const cache = new ResponseCache('test', { maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    const kept = cache.set('/page', answerOf(page), cache.currentGeneration());
    const quick = kept.bodies;
    await cache.recompressed();
    const smallest = cache.get('/page')!.bodies;
    expect(smallest.br.length).toBeLessThan(quick.br.length);
    expect(smallest.gzip.length).toBeLessThanOrEqual(quick.gzip.length);
    expect(brotliDecompressSync(smallest.br)).toEqual(page);
    expect(gunzipSync(smallest.gzip)).toEqual(page);
  });

  it('never puts a recompressed body in place of an answer kept after it', async () => {
    const cache = new ResponseCache('test', { maxEntries: 10, maxAgeMs: 60_000, now: () => 0 });
    cache.set('/page', answerOf(page), cache.currentGeneration());
    const newer = Buffer.from('<p>changed</p>');
    cache.set('/page', answerOf(newer), cache.currentGeneration());
    await cache.recompressed();
    expect(brotliDecompressSync(cache.get('/page')!.bodies.br)).toEqual(newer);
  });
});

describe('ResponseCache without entries', () => {
  it('answers with what it was given but keeps and recompresses nothing (the benchmark of uncached renders)', async () => {
    const cache = new ResponseCache('test', { maxEntries: 0, maxAgeMs: 60_000, now: () => 0 });
    const body = Buffer.from('<p>rendered</p>');
    const answer = cache.set('/page', { contentType: 'text/html', vary: 'Accept-Encoding', etag: etagOf(body), bodies: compressQuickly(body) }, 0);
    expect(answer.bodies.identity).toEqual(body);
    expect(cache.size).toBe(0);
    expect(cache.getIfPresent('/page')).toBeNull();
    // No background recompression was started: its brotli 11 would take the CPU the renders are measured on.
    expect((cache as unknown as { recompressing: Promise<void> | null }).recompressing).toBeNull();
    await cache.recompressed();
    expect(answer.bodies.br).toEqual(compressQuickly(body).br);
  });
});
