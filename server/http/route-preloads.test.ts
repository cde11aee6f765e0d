import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteChunks, withRoutePreloads } from './route-preloads';

const PAGE = '<html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const CHUNKS = { '/shop': ['/assets/shop-1.js', '/assets/card-2.js'], '/blog': ['/assets/blog-3.js', '/assets/card-2.js'], '/bad': ['"><script>x</script>'] };

describe('withRoutePreloads', () => {
  it("preloads the matched routes' chunks once each, in the head", () => {
    const html = withRoutePreloads(PAGE, ['__root__', '/shop', '/blog'], CHUNKS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shop-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-2.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/blog-3.js">',
    ]);
  });

  it('leaves a page alone when its routes need nothing more, and writes only asset paths', () => {
    expect(withRoutePreloads(PAGE, ['__root__', '/about'], CHUNKS)).toBe(PAGE);
    expect(withRoutePreloads(PAGE, ['/bad'], CHUNKS)).toBe(PAGE);
  });
});

describe('readRouteChunks', () => {
  it('reads the build’s list, and treats a build without one as having none', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    expect(readRouteChunks(path.join(dir, 'missing.json'))).toEqual({});
    writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify(CHUNKS));
    expect(readRouteChunks(path.join(dir, 'route-chunks.json'))['/shop']).toEqual(['/assets/shop-1.js', '/assets/card-2.js']);
  });
});
