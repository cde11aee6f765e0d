import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

// The first page stays light: the game, the back office and form validation load only when used, the frame's
// buttons carry neither tailwind-merge nor Radix's Slot (decision 0230), the entry carries no list of every lazy
// chunk's imports (decision 0240) nor Vite's preload helper (decision 0244), tRPC's hooks are the site's own few
// (decision 0241) and the first page's code reads with the reading hook alone (decision 0245), neither the
// router's HeadContent nor the footer's sign-up loads with the page (decision 0242), and tRPC's client loads on the
// visitor's first use, the page's reads at load being plain GET requests (decision 0264), and the query cache's
// writes, the routes' heads, the open phone menu and the game's toasts load with the code or the first use that needs
// them (decision 0268), and the page's title, description and Open Graph tags come from the server's render of the
// routes' heads (decision 0271). Everything the first page loads is one chunk, which compresses better than the
// framework and the entry apart (decision 0272). The game's collapsed bar and the top of the home page arrive rendered
// by the server and their code loads when the visitor reaches into them (decision 0273). Of the 119.3 kB measured,
// React DOM, the router and TanStack Query are about 95 kB.
const BUDGET_BYTES = 120 * 1024;

test('the JavaScript loaded by / stays under 120 kB gzip', async ({ page }) => {
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
  console.log(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} kB gzip in ${sizes.length} files (budget 120 kB)`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
