import { existsSync, readFileSync } from 'node:fs';

/** Per route id, the JavaScript files its page needs beyond what the entry script preloads (see scripts/route-chunks.mjs). */
export type RouteChunks = Record<string, readonly string[]>;

/** Reads the build's route chunk list; an older build without one means no route preloads. */
export function readRouteChunks(file: string): RouteChunks {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a route chunk list`);
  return parsed as RouteChunks;
}

const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * Writes modulepreload links for the matched routes' code into a rendered page's head. Without them the browser learns
 * which route chunks the page needs only after the framework has loaded and hydration has started: one more round
 * trip on a slow connection before the page answers a tap. Low priority, like the entry's own preloads, so they never
 * delay the stylesheet or the first pictures.
 */
export function withRoutePreloads(html: string, routeIds: readonly string[], chunks: RouteChunks): string {
  const files = new Set<string>();
  for (const routeId of routeIds) for (const file of chunks[routeId] ?? []) if (ASSET_PATH.test(file)) files.add(file);
  if (files.size === 0) return html;
  const links = [...files].map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
