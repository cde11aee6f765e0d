import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageRenderModule, PageSource } from './site-pages';

/**
 * Pages in development are rendered on the server as in production, from the sources: Vite (in middleware mode,
 * inside this process, without its own HTTP server) loads `src/entry-server.tsx` and writes its client scripts and
 * hot-reload preamble into `index.html`. The Vite dev server the developer opens (:5173) sends page requests here and
 * serves the scripts itself. A changed source file drops the rendered pages (onSourceChange), so the next request
 * renders the new code. Vite is a development dependency: it is imported only here, and only in development.
 */
export async function devPageSource(root: string, onSourceChange: () => void): Promise<PageSource> {
  const { createServer } = await import('vite');
  // The runner loads vite.config.ts without the temporary file the default loader writes and deletes beside it, which
  // the development server's file watcher would take for a change and restart on.
  const vite = await createServer({ root, configLoader: 'runner', appType: 'custom', server: { middlewareMode: true, hmr: false }, logLevel: 'warn' });
  vite.watcher.on('change', onSourceChange);
  vite.watcher.on('add', onSourceChange);
  vite.watcher.on('unlink', onSourceChange);
  return {
    readTemplate: async (url) => vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')),
    loadRenderer: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderModule,
  };
}
