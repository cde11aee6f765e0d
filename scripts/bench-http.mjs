// `npm run bench:http`: how fast the built server answers anonymous public reads, next to a bare Fastify hello-world
// measured in the same run on the same machine (a benchmark that prints figures, not a timed test).
// Starts the compiled server (dist/server/index.js, built first when missing) on a fresh embedded database, or on
// DATABASE_URL when set, then runs autocannon with 50 connections for 10 s per target, after a warm-up.
// Options: --duration <s> (default 10), --connections <n> (default 50).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const DURATION = argument('--duration', 10);
const CONNECTIONS = argument('--connections', 50);
const SITE_PORT = 3190;
// The targets for an anonymous public read: at least half a bare hello-world's throughput, and a p99 of 15 ms.
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 15;
const HELLO_PORT = 3191;

const built = ['dist/server/index.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
if (!built.every((file) => existsSync(path.join(root, file)))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drip-bench-'));
const site = spawn(process.execPath, ['dist/server/index.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: `http://localhost:${SITE_PORT}` },
});

// The baseline runs in its own process too, so both servers share the machine with the load generator alike.
const hello = spawn(
  process.execPath,
  ['--input-type=module', '-e', `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);

function run(url, headers, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  await waitForUrl(`http://127.0.0.1:${SITE_PORT}/readyz`);
  await waitForUrl(`http://127.0.0.1:${HELLO_PORT}/`);
  // Browsers ask for compressed answers; so does this benchmark.
  const headers = { 'accept-encoding': 'br, gzip' };
  const targets = [
    ['bare Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`],
    ['GET /shop (HTML page)', `http://127.0.0.1:${SITE_PORT}/shop`],
    ['GET /trpc/shop.products', `http://127.0.0.1:${SITE_PORT}/trpc/shop.products`],
  ];
  // Warm-up: the first requests fill the caches and let the JIT settle.
  for (const [, url] of targets) await run(url, headers, 2);
  const rows = [];
  for (const [name, url] of targets) {
    const result = await run(url, headers);
    rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
  }
  const baseline = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`);
  console.log('| target | req/s | % of hello-world | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${Math.round(row.rps)} | ${Math.round((row.rps / baseline) * 100)}% | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`);
  }
  console.log('');
  for (const row of rows.slice(1)) {
    const share = row.rps / baseline;
    const failures = row.non2xx + row.errors;
    const met = share >= TARGET_SHARE && row.p99 <= TARGET_P99_MS && failures === 0;
    console.log(
      `verdict: ${row.name}: ${met ? 'meets' : 'MISSES'} the targets — ${Math.round(share * 100)}% of hello-world (target ≥ ${TARGET_SHARE * 100}%), ` +
        `p99 ${row.p99} ms (target ≤ ${TARGET_P99_MS} ms)${failures ? `, ${failures} failed answers` : ''}`,
    );
  }
} finally {
  site.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
