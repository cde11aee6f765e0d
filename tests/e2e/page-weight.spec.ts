import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

// The first page stays light: the game, the back office and form validation load only when used, and the frame's
// buttons carry neither tailwind-merge nor Radix's Slot (decision 0230). Of the 143.1 kB measured, the framework
// (React DOM, the router, TanStack Query, tRPC) is 115.7 kB.
const BUDGET_BYTES = 144 * 1024;

test('the JavaScript loaded by / stays under 144 kB gzip', async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const files = await Promise.all([...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, size: await size })));
  const sizes = files.map((f) => f.size);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  for (const { file, size } of files.sort((a, b) => b.size - a.size)) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${file}`);
  console.log(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} files (budget 144 kB)`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
