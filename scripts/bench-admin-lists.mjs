// `npm run bench:admin-lists`: how long the back office's list pages take at 10,000 rows per list (members, orders,
// products, events, featured kids, blog posts, courses, lessons, the inbox, stands, the audit log and mail): the first
// page, a deep page, a filter and a search, on the embedded database, or on PostgreSQL when DATABASE_URL is set. It
// runs tests/integration/admin-lists.test.ts and admin-content-lists.test.ts (which seed the rows, check every page's
// contents and that the pages and searches are read from their indexes) and prints the timings those tests log:
// figures to read (medians of 7 reads, one test file at a time), never a pass/fail on speed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration',
    // One file at a time: the other file's seeding of 10,000 rows would otherwise share the CPU with these reads.
    '--no-file-parallelism',
    'tests/integration/admin-lists.test.ts',
    'tests/integration/admin-content-lists.test.ts',
  ],
  {
    cwd: root,
    // Each read runs 7 times and the median is printed: one cold read says more about the moment than the query.
    env: { ...process.env, ADMIN_LISTS_RUNS: process.env.ADMIN_LISTS_RUNS ?? '7' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.on('close', (code) => {
  const lines = output.split('\n').filter((line) => line.includes('[admin-lists]'));
  for (const line of lines) console.log(line.slice(line.indexOf('[admin-lists]')));
  if (code !== 0) console.log(output);
  process.exitCode = code ?? 1;
});
