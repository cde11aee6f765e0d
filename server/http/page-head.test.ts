import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHeadFor } from './page-head';
import type { AppCaller } from './public-caller';

// Every route the browser's router knows must be a page to the server too, or the server would answer it 404.
// The generated route tree lists them all (TanStack Router writes it from src/routes).
function browserRoutes(): string[] {
  const tree = readFileSync(path.resolve(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8');
  const block = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/** A caller for pages whose head needs data: each read answers something plausible. */
const caller = {
  content: { settings: async () => ({ contact: null, social: null }), events: async () => ({ items: [], nextCursor: null, today: '2031-01-01' }) },
  shop: {
    products: async () => [],
    product: async () => ({
      id: 'p1',
      slug: 'x1',
      name: 'Classic Pink Vanilla',
      description: 'Soft pink floss.',
      hasVariants: false,
      priceCents: 1200,
      stockLeft: null,
      variants: [],
      image: null,
      pictures: [],
    }),
  },
  fundraiser: {
    stand: async () => ({ slug: 'x1', name: 'Amara W.', group: { name: 'East Point Elementary' }, city: 'East Point', listedInSearch: false, photoUrl: null }),
    group: async () => ({ slug: 'x1', name: 'East Point Elementary', city: 'East Point' }),
  },
  academy: {
    courses: async () => [],
    course: async () => ({ id: 'c1', title: 'Course', description: 'About it', imageUrl: null }),
  },
  blog: {
    post: async () => ({ id: 'p1', title: 'Post', excerpt: 'About it', featuredImage: null, author: 'Drip', publishedAt: new Date('2031-01-01T00:00:00Z') }),
  },
} as unknown as AppCaller;

describe('pageHeadFor', () => {
  it('knows every route of the browser app', async () => {
    const routes = browserRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const concrete = route.replace(/\$[A-Za-z]+/g, 'x1').replace(/(.)\/$/, '$1');
      expect((await pageHeadFor(concrete, caller, 'https://drip.example')).status, route).toBe(200);
    }
  });

  it('answers 404 for a path no route knows', async () => {
    expect((await pageHeadFor('/shopping', caller, 'https://drip.example')).status).toBe(404);
  });
});
