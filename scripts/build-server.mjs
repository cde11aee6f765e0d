// Compiles the server into dist/server/index.js (and dist/server/db/prepare-embedded.js and pglite-worker.js), run with plain `node` (no TypeScript at runtime). Packages stay in
// node_modules (native ones such as sharp and argon2 cannot be bundled); the project's own modules, the game's
// verification code included, are bundled. The site's code is split into chunks that index.js imports only in the
// process that runs the site, so the supervising process loads none of it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

// Chunks of an earlier build would otherwise pile up beside the new ones.
rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // prepare-embedded.js runs in a process of its own on the first start (see server/site-process.ts); pglite-worker.js
  // in a thread of the site's process, where the embedded database runs (server/db/pglite-thread.ts).
  entryPoints: ['server/index.ts', 'server/db/prepare-embedded.ts', 'server/db/pglite-worker.ts'],
  outbase: 'server',
  outdir: 'dist/server',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
