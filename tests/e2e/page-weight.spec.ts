import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

// The first page stays light: the game, the back office and form validation load only when used.
// 152 kB: five pages joined the route tree (product, group, certificate, customer and course-learning pages), whose
// paths, parsers and heads every page carries; the next cut (the frame's parts the first screen does not use) brings
// it well under 150 again.
const BUDGET_BYTES = 152 * 1024;

test('the JavaScript loaded by / stays under 152 kB gzip', async ({ page }) => {
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
  console.log(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} files (budget 152 kB)`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
