// Compiles the server into one JavaScript file, dist/server/index.js, run with plain `node` (no TypeScript at
// runtime). Packages stay in node_modules (native ones such as sharp and argon2 cannot be bundled); the project's own
// modules, the game's verification code included, are bundled.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  absWorkingDir: root,
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
