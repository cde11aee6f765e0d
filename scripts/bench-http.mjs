// `npm run bench:http`: how fast the built server answers anonymous public reads, next to a bare Fastify hello-world
// measured in the same run on the same machine (a benchmark that prints figures, not a timed test).
// Starts the compiled server (dist/server/index.js, rebuilt first when stale) on a fresh embedded database, or on
// DATABASE_URL when set, then runs autocannon with 50 connections, the targets taking turns for 10 s each, three rounds, after a warm-up,
// once with autocannon as it comes and once with its body decoding skipped (see CLIENT_MODES).
// Options: --duration <s> per round (default 10), --rounds <n> (default 3), --connections <n> (default 50).
// Then the floods, each for --flood-duration <s> (default 20) with /healthz asked every 20 ms from another client
// address during it, its p99 printed beside the same probe's on the idle server: a cache-miss flood (every request a
// made-up address: unknown pages, posts and courses, made-up query parameters and inputs), and with --abuse also one
// address flooding the contact form, and 500 sockets from 50 addresses trickling a body (the server started with a
// 10 s request deadline so the cut-off shows within the flood). --floods-only skips the cached rows.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
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
const FLOOD_DURATION = argument('--flood-duration', 20);
const ABUSE = process.argv.includes('--abuse');
const FLOODS_ONLY = process.argv.includes('--floods-only');
// The target for /healthz while the site is flooded.
const TARGET_HEALTHZ_P99_MS = 100;
// Trickling sockets need a deadline shorter than the flood to show being cut off.
const ABUSE_REQUEST_TIMEOUT_MS = 10_000;
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
    ...(ABUSE ? { REQUEST_TIMEOUT_MS: String(ABUSE_REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: '5000' } : {}),
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
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  if (!FLOODS_ONLY) {
    console.log(
      `\n${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s each (targets taking turns), ${os.cpus().length} CPUs, ${database}; /shop is ${shopBytes.length} bytes brotli`,
    );
    for (const mode of CLIENT_MODES) await measure(mode, targets, headers);
  }
  await floods(database, headers);
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

/**
 * Asks /healthz every 20 ms for `seconds` from a child process bound to another loopback address (so neither the
 * load generator's event loop nor the cap on connections per address of the flooding client touches it): `ready`
 * once its connection is open, `done` with each answer's time in ms and when it was asked.
 */
function probeHealthz(seconds) {
  const script = `
    import http from 'node:http';
import { connect } from 'node:net';
    const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.2' });
    const latencies = [];
    let startedAt;
    let end;
    const once = () => new Promise((resolve) => {
      const started = performance.now();
      const request = http.get({ host: '127.0.0.1', port: ${SITE_PORT}, path: '/healthz', agent, timeout: 30000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : Infinity));
      });
      request.on('error', () => resolve(Infinity));
      request.on('timeout', () => request.destroy());
    });
    // The connection is opened before the flood starts, as a load balancer's health check holds its own.
    await once();
    process.stdout.write('ready\\n');
    startedAt = Date.now();
    end = startedAt + ${seconds * 1000};
    while (Date.now() < end) {
      const askedAt = Date.now() - startedAt;
      latencies.push([askedAt, await once()]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    process.stdout.write(JSON.stringify(latencies.map(([at, value]) => [at, Number.isFinite(value) ? value : null])));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let markReady;
  const ready = new Promise((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.startsWith('ready\n')) markReady();
  });
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice('ready\n'.length)).map(([at, value]) => ({ at, ms: value ?? Infinity })))
        : reject(new Error(`healthz probe exited ${code}`)),
    ),
  );
  return { ready, done };
}

/** Percentiles of the probe's answers, and when (seconds into the flood) the slowest one was asked. */
function summary(probes) {
  const sorted = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  const slowest = probes.reduce((worst, probe) => (probe.ms > worst.ms ? probe : worst), probes[0]);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : 'none');
  return {
    answers: sorted.filter(Number.isFinite).length,
    asked: sorted.length,
    p50: ms(at(0.5)),
    p99: ms(at(0.99)),
    max: `${ms(sorted.at(-1))} (asked at ${(slowest.at / 1000).toFixed(1)} s)`,
    p99Value: at(0.99),
  };
}

/** A made-up address for every request: what a crawler gone wrong or a script sends. */
function madeUpAddress(n) {
  const input = (json) => encodeURIComponent(JSON.stringify({ json }));
  const addresses = [
    `/made-up-${n}`,
    `/blog/made-up-${n}`,
    `/academy/course/made-up-${n}`,
    `/shop?utm_source=${n}`,
    `/events?view=made-up-${n}`,
    `/trpc/shop.products?made-up=${n}`,
    `/trpc/blog.post?input=${input({ idOrSlug: `made-up-${n}` })}`,
  ];
  return addresses[n % addresses.length];
}

function contactBody() {
  return JSON.stringify({
    json: { name: 'Flood', email: 'flood@example.com', subject: 'general', message: 'Hello from one address', idempotencyKey: randomUUID() },
  });
}

/** `count` sockets from `addresses` loopback addresses, each sending a POST's headers and then a byte a second. */
async function trickleBodies(count, addresses, seconds) {
  const probe = probeHealthz(seconds);
  await probe.ready;
  const started = Date.now();
  const cutOffAfterMs = [];
  let refusedAtOnce = 0;
  const sockets = Array.from({ length: count }, (_, index) => {
    const socket = connect({ host: '127.0.0.1', port: SITE_PORT, localAddress: `127.0.1.${(index % addresses) + 1}` });
    let timer = null;
    let spoke = false;
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(
        `POST /trpc/forms.contact HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:${SITE_PORT}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
      );
      spoke = true;
      timer = setInterval(() => socket.writable && socket.write('a'), 1000);
    });
    socket.on('close', () => {
      clearInterval(timer);
      if (Date.now() - started < 500 && !spoke) refusedAtOnce += 1;
      else cutOffAfterMs.push(Date.now() - started);
    });
    return socket;
  });
  const latencies = await probe.done;
  const open = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();
  const cutOff = [...cutOffAfterMs].sort((a, b) => a - b);
  return {
    latencies,
    open,
    refusedAtOnce,
    cutOff: cutOff.length,
    medianCutOffS: cutOff.length ? (cutOff[Math.floor(cutOff.length / 2)] / 1000).toFixed(1) : '-',
  };
}

async function floods(database, headers) {
  console.log(`\n### Floods: ${FLOOD_DURATION} s each, ${database}, /healthz asked every 20 ms from another address\n`);
  const idle = summary(await probeHealthz(5).done);
  console.log('| flood | req/s | non-2xx | errors | healthz answers | healthz p50 ms | healthz p99 ms | healthz max ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| none (idle server, 5 s) | - | - | - | ${idle.answers}/${idle.asked} | ${idle.p50} | ${idle.p99} | ${idle.max} |`);
  const verdicts = [];
  const row = (name, result, probe) => {
    const health = summary(probe);
    console.log(
      `| ${name} | ${result ? Math.round(result.requests.average) : '-'} | ${result?.non2xx ?? '-'} | ${result?.errors ?? '-'} | ${health.answers}/${health.asked} | ${health.p50} | ${health.p99} | ${health.max} |`,
    );
    verdicts.push(
      `verdict: ${name}: healthz p99 ${health.p99} ms ${health.p99Value <= TARGET_HEALTHZ_P99_MS ? 'meets' : 'MISSES'} the target (≤ ${TARGET_HEALTHZ_P99_MS} ms; idle ${idle.p99} ms)`,
    );
  };

  let n = 0;
  let probe = probeHealthz(FLOOD_DURATION);
  await probe.ready;
  const [missFlood, missProbe] = await Promise.all([
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `http://127.0.0.1:${SITE_PORT}`,
          connections: CONNECTIONS,
          duration: FLOOD_DURATION,
          headers,
          requests: [{ setupRequest: (request) => ({ ...request, path: madeUpAddress((n += 1)) }) }],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    ),
    probe.done,
  ]);
  row(`cache-miss flood: ${CONNECTIONS} connections, ${n} made-up addresses`, missFlood, missProbe);

  if (ABUSE) {
    probe = probeHealthz(FLOOD_DURATION);
    await probe.ready;
    const [formFlood, formProbe] = await Promise.all([
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `http://127.0.0.1:${SITE_PORT}/trpc/forms.contact`,
            connections: CONNECTIONS,
            duration: FLOOD_DURATION,
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: `http://localhost:${SITE_PORT}` },
            requests: [{ setupRequest: (request) => ({ ...request, body: contactBody() }) }],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      ),
      probe.done,
    ]);
    row(`form flood: one address, ${CONNECTIONS} connections posting the contact form (all but 5 refused with 429)`, formFlood, formProbe);

    const trickled = await trickleBodies(500, 50, FLOOD_DURATION);
    row(
      `slow bodies: 500 sockets from 50 addresses, a byte a second; ${trickled.refusedAtOnce} closed at once, ${trickled.cutOff} cut off (median ${trickled.medianCutOffS} s; deadline ${ABUSE_REQUEST_TIMEOUT_MS / 1000} s), ${trickled.open} still open at the end`,
      null,
      trickled.latencies,
    );
  }
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
}
