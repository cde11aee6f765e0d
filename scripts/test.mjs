// `npm test`: the whole suite — unit and integration tests (PGlite, or PostgreSQL when DATABASE_URL is set),
// then the end-to-end tests in Chromium, which include the first-page weight check.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run']);
run([path.join(root, 'scripts/e2e.mjs')]);
