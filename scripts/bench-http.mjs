// `npm run bench:http`: how fast the built server answers anonymous public reads, next to a bare Fastify hello-world
// measured in the same run on the same machine (a benchmark that prints figures, not a timed test).
// Starts the compiled server (dist/server/index.js, rebuilt first when stale) on a fresh embedded database, or on
// DATABASE_URL when set, then runs autocannon with 50 connections, the targets taking turns for 10 s each, three rounds, after a warm-up,
// once with autocannon as it comes and once with its body decoding skipped (see CLIENT_MODES).
// Options: --duration <s> per round (default 10), --rounds <n> (default 3), --connections <n> (default 50).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const DURATION = argument('--duration', 10);
const CONNECTIONS = argument('--connections', 50);
const ROUNDS = argument('--rounds', 3);
const SITE_PORT = 3190;
// The targets for an anonymous public read: at least half a bare hello-world's throughput, and a p99 of 15 ms.
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 15;
const HELLO_PORT = 3191;

build({ ifStale: true });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drip-bench-'));
const site = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${SITE_PORT}`,
  },
});

// The baseline runs in its own process too, so both servers share the machine with the load generator alike.
const hello = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    // /same-bytes answers with the bytes the site's /shop sent (fetched below): the most a server can do with a body
    // that size on this machine and this load generator, so the page's row can be read against its own ceiling.
    `import Fastify from 'fastify'; import { readFileSync } from 'node:fs'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); let body = null; app.get('/same-bytes', async (_q, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send((body ??= readFileSync(${JSON.stringify(path.join(dataDir, 'shop.br'))})))); await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);

/** The body as sent, still compressed (fetch would decode it). */
function rawBody(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/**
 * autocannon appends every response body to a JavaScript string, decoding the compressed bytes as UTF-8, and never
 * reads it. With the load generator on the same CPUs as the servers, that decoding, not the server, can decide the
 * figure for any answer over a few hundred bytes (compare the bare Fastify sending the same body in both tables). So
 * every table is printed twice: as autocannon measures out of the box, and with each connection counting body bytes
 * without decoding them (bytes and latencies
 * are measured from the socket either way), which is what an HTTP client that hands bodies on as bytes does.
 */
const CLIENT_MODES = [
  { name: 'autocannon as is (each body decoded into a string)', setupClient: undefined },
  {
    name: 'autocannon with body decoding skipped',
    setupClient: (client) => {
      client.pipelinedRequests.addBody = () => {};
    },
  },
];

function run(url, headers, setupClient, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, ...(setupClient ? { setupClient } : {}) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  await waitForUrl(`http://127.0.0.1:${SITE_PORT}/readyz`);
  await waitForUrl(`http://127.0.0.1:${HELLO_PORT}/`);
  // Browsers ask for compressed answers; so does this benchmark.
  const headers = { 'accept-encoding': 'br, gzip' };
  const shopBytes = await rawBody(`http://127.0.0.1:${SITE_PORT}/shop`, { 'accept-encoding': 'br' });
  writeFileSync(path.join(dataDir, 'shop.br'), shopBytes);
  const targets = [
    ['bare Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`],
    ['GET /shop (HTML page)', `http://127.0.0.1:${SITE_PORT}/shop`],
    ["bare Fastify sending /shop's bytes", `http://127.0.0.1:${HELLO_PORT}/same-bytes`],
    ['GET /trpc/shop.products', `http://127.0.0.1:${SITE_PORT}/trpc/shop.products`],
  ];
  // Warm-up: the first requests fill the caches and let the JIT settle.
  for (const [, url] of targets) await run(url, headers, undefined, 2);
  console.log(
    `\n${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s each (targets taking turns), ${os.cpus().length} CPUs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; /shop is ${shopBytes.length} bytes brotli`,
  );
  for (const mode of CLIENT_MODES) await measure(mode, targets, headers);
} finally {
  site.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(mode, targets, headers) {
  // The targets take turns, ROUNDS times over, and each row is its median round: a shared machine's load drifts over
  // a minute, and a baseline measured only at the start would compare the site with a different machine.
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, [, url]] of targets.entries()) rounds[index].push(await run(url, headers, mode.setupClient));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = targets.map(([name], index) => {
    const results = rounds[index];
    return {
      name,
      rps: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      errors: results.reduce((sum, result) => sum + result.errors, 0),
    };
  });
  const baseline = rows[0].rps;
  console.log(`\n### ${mode.name}\n`);
  console.log('| target | req/s | % of hello-world | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${Math.round((row.rps / baseline) * 100)}% | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
    );
  }
  console.log('');
  const sameBytes = rows.find((row) => row.name.endsWith("/shop's bytes"));
  console.log(`/shop against its ceiling: ${Math.round((rows[1].rps / sameBytes.rps) * 100)}% of a bare Fastify sending the same bytes`);
  for (const row of rows.filter((r) => r.name.startsWith('GET '))) {
    const share = row.rps / baseline;
    const failures = row.non2xx + row.errors;
    const met = share >= TARGET_SHARE && row.p99 <= TARGET_P99_MS && failures === 0;
    console.log(
      `verdict: ${row.name}: ${met ? 'meets' : 'MISSES'} the targets — ${Math.round(share * 100)}% of hello-world (target ≥ ${TARGET_SHARE * 100}%), ` +
        `p99 ${row.p99} ms (target ≤ ${TARGET_P99_MS} ms)${failures ? `, ${failures} failed answers` : ''}`,
    );
  }
}
