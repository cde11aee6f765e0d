// `npm run test:e2e`: builds what is missing or older than its sources (scripts/build.mjs), makes sure a Chromium is
// there, then runs Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = ensureChromium();
build({ ifStale: true });
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(chromium ? { CHROME_PATH: chromium } : {}) },
});
process.exit(result.status ?? 1);
