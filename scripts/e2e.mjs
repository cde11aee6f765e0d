// `npm run test:e2e`: builds the client, the page renderer and the server, makes sure a Chromium is there, then runs Playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (args, env = process.env) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const chromium = ensureChromium();
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
run([path.join(root, 'scripts/build-server.mjs')]);
run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  ...process.env,
  ...(chromium ? { CHROME_PATH: chromium } : {}),
});
