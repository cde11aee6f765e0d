// `npm run bench:http`: how fast the built server answers anonymous public reads, next to a bare Fastify hello-world
// measured in the same run on the same machine (a benchmark that prints figures, not a timed test).
// Starts the compiled server (dist/server/index.js, rebuilt first when stale) on a fresh embedded database, or on
// DATABASE_URL when set, then runs autocannon with 50 connections, the targets taking turns for 10 s each, three rounds, after a warm-up,
// once with autocannon as it comes and once with its body decoding skipped (see CLIENT_MODES). A row's share of
// hello-world is the median of its shares round by round, each against that round's hello-world (printed beside it).
// Options: --duration <s> per round (default 10), --rounds <n> (default 3), --connections <n> (default 50),
// --port <n> for the site (default 3190; the hello-world takes the next one).
// --wrk measures the cached rows with wrk (a C load generator that decodes no body) instead of autocannon, with more
// pages; it is installed from Debian's package when missing and the script runs as root.
// The server's resident memory (ps's RSS of the supervisor and of its worker) is printed idle after start, after
// each public page was asked once, and after the load.
// Then the uncached renders: the server is started again with BENCH_UNCACHED_PAGES=true, which keeps no page, and
// each public page is asked --uncached-requests <n> (default 40) times one after another; the median is a render's
// cost, compression included. --uncached-only skips everything before it.
// Then the floods, each for --flood-duration <s> (default 20) with /healthz asked every 20 ms from another client
// address during it, its p99 printed beside the same probe's on the idle server: a cache-miss flood (every request a
// made-up address: unknown pages, posts and courses, made-up query parameters and inputs), and with --abuse also one
// address flooding the contact form, and 500 sockets from 50 addresses trickling a body (the server started with a
// 10 s request deadline so the cut-off shows within the flood). --floods-only skips the cached rows; --no-floods
// skips the floods.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import autocannon from 'autocannon';
import { build } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { waitForUrl } from './wait-for-url.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

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
const NO_FLOODS = process.argv.includes('--no-floods');
const WRK = process.argv.includes('--wrk');
const UNCACHED_ONLY = process.argv.includes('--uncached-only');
const UNCACHED_REQUESTS = argument('--uncached-requests', 40);
// The target for /healthz while the site is flooded.
const TARGET_HEALTHZ_P99_MS = 100;
// Trickling sockets need a deadline shorter than the flood to show being cut off.
const ABUSE_REQUEST_TIMEOUT_MS = 10_000;
const SITE_PORT = argument('--port', 3190);
// The targets for an anonymous public read: at least half a bare hello-world's throughput, and a p99 of 15 ms.
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 15;
const HELLO_PORT = SITE_PORT + 1;
// The public pages a visitor reaches from the menu (the uncached row renders each of them).
const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/events',
  '/blog',
  '/blog/blog1',
  '/fluff-fundraiser',
  '/academy',
  '/featured-kids',
  '/private-events',
  '/about',
  '/contact',
];
// A render the cache cannot serve, median of the requests one after another.
const TARGET_UNCACHED_MEDIAN_MS = 20;
const UNCACHED_TARGET_PAGES = new Set(['/', '/shop']);
// Resident memory (supervisor and worker) after the load.
const TARGET_RSS_MB = process.env.DATABASE_URL ? 200 : 350;

if (WRK) ensureWrk();

build({ ifStale: true });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drip-bench-'));
/** The built server on `dataDir`, with `env` added to what the benchmark sets. */
function startSite(env = {}) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
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
      ...env,
    },
  });
}

async function stopSite(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

let site = startSite();

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

/** The cached rows measured with wrk: a C client that reads bodies as bytes, so the load generator costs little. */
const WRK_MODE = { name: `wrk, ${CONNECTIONS} connections, 2 threads`, wrk: true };

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
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  // Browsers ask for compressed answers; so does this benchmark.
  const headers = { 'accept-encoding': 'br, gzip' };
  if (!UNCACHED_ONLY) {
    // Settled: the start's garbage collected and the first background work done.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const memory = [['idle after start', residentMemory(site.pid)]];
    for (const page of PUBLIC_PAGES) await rawBody(`http://127.0.0.1:${SITE_PORT}${page}`, headers);
    memory.push(['after each public page once', residentMemory(site.pid)]);
    const shopBytes = await rawBody(`http://127.0.0.1:${SITE_PORT}/shop`, { 'accept-encoding': 'br' });
    writeFileSync(path.join(dataDir, 'shop.br'), shopBytes);
    const targets = [
      ['bare Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`],
      ['GET /shop (HTML page)', `http://127.0.0.1:${SITE_PORT}/shop`],
      ["bare Fastify sending /shop's bytes", `http://127.0.0.1:${HELLO_PORT}/same-bytes`],
      ['GET /trpc/shop.products', `http://127.0.0.1:${SITE_PORT}/trpc/shop.products`],
      ...(WRK
        ? [
            ['GET / (HTML page)', `http://127.0.0.1:${SITE_PORT}/`],
            ['GET /blog/blog1 (HTML page)', `http://127.0.0.1:${SITE_PORT}/blog/blog1`],
          ]
        : []),
    ];
    // Warm-up: the first requests fill the caches and let the JIT settle.
    for (const [, url] of targets) await run(url, headers, undefined, 2);
    if (!FLOODS_ONLY) {
      console.log(
        `\n${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION} s each (targets taking turns), ${os.cpus().length} CPUs, ${database}; /shop is ${shopBytes.length} bytes brotli; load average ${loadAverage()}`,
      );
      for (const mode of WRK ? [WRK_MODE] : CLIENT_MODES) await measure(mode, targets, headers);
    }
    memory.push(['after the load', residentMemory(site.pid)]);
    printMemory(database, memory);
    if (!NO_FLOODS) await floods(database, headers);
  }
  await stopSite(site);
  site = startSite({ BENCH_UNCACHED_PAGES: 'true' });
  await waitForUrl(`http://127.0.0.1:${SITE_PORT}/readyz`);
  await uncachedRenders(database, headers);
} finally {
  await stopSite(site);
  hello.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** The supervisor's worker: its one child process. */
function workerOf(pid) {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)[0];
}

/** CPU time (user and system, every thread) a process has used, in ms; Linux counts it in ticks of 10 ms. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory in MB of the supervisor (`pid`) and of its worker (its child process), as ps reports them. */
function residentMemory(pid) {
  const rssMb = (of) => Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(of)], { encoding: 'utf8' }).trim()) / 1024);
  const worker = workerOf(pid);
  const supervisor = rssMb(pid);
  const site = worker ? rssMb(worker) : 0;
  return { supervisor, worker: site, total: supervisor + site };
}

function printMemory(database, memory) {
  console.log(`\n### Resident memory (ps RSS), ${database}, load average ${loadAverage()}\n`);
  console.log('| when | supervisor MB | worker MB | total MB |');
  console.log('|---|---|---|---|');
  for (const [when, { supervisor, worker, total }] of memory) console.log(`| ${when} | ${supervisor} | ${worker} | ${total} |`);
  const after = memory.at(-1)[1].total;
  console.log(`\nverdict: memory after the load: ${after} MB ${after <= TARGET_RSS_MB ? 'meets' : 'MISSES'} the target (≤ ${TARGET_RSS_MB} MB on ${database})`);
}

/** One GET on a kept-alive connection: its time in ms (the whole body read) and its status. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
      })
      .on('error', reject);
  });
}

/**
 * Each public page asked UNCACHED_REQUESTS times one after another from a server that keeps no page (started with
 * BENCH_UNCACHED_PAGES=true), after as many warm-up requests: every answer is a render, its data read through the
 * in-process link (the data caches under the pages, such as the site's settings, stay as they are), its compression
 * included. One request at a time, so the figure is what one render costs, not a queue.
 */
async function uncachedRenders(database, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const worker = workerOf(site.pid);
  const rows = [];
  for (const page of PUBLIC_PAGES) {
    const url = `http://127.0.0.1:${SITE_PORT}${page}`;
    for (let i = 0; i < UNCACHED_REQUESTS; i += 1) await timedGet(agent, url, headers);
    const times = [];
    let failures = 0;
    const cpuBefore = cpuMsOf(worker);
    for (let i = 0; i < UNCACHED_REQUESTS; i += 1) {
      const { ms, status } = await timedGet(agent, url, headers);
      times.push(ms);
      if (status !== 200) failures += 1;
    }
    const cpuMs = (cpuMsOf(worker) - cpuBefore) / UNCACHED_REQUESTS;
    times.sort((a, b) => a - b);
    rows.push({ page, cpuMs, p50: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)], min: times[0], failures });
  }
  agent.destroy();
  console.log(`\n### Uncached renders: each page ${UNCACHED_REQUESTS} times one after another, nothing kept, ${database}, load average ${loadAverage()}\n`);
  console.log('| page | p50 ms | p90 ms | min ms | server CPU ms per render | non-200 |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.page} | ${row.p50.toFixed(1)} | ${row.p90.toFixed(1)} | ${row.min.toFixed(1)} | ${row.cpuMs.toFixed(1)} | ${row.failures} |`);
  }
  console.log('');
  for (const row of rows.filter((r) => UNCACHED_TARGET_PAGES.has(r.page))) {
    const met = row.p50 < TARGET_UNCACHED_MEDIAN_MS && row.failures === 0;
    console.log(`verdict: uncached ${row.page}: median ${row.p50.toFixed(1)} ms ${met ? 'meets' : 'MISSES'} the target (< ${TARGET_UNCACHED_MEDIAN_MS} ms)`);
  }
}

async function measure(mode, targets, headers) {
  // The targets take turns, ROUNDS times over, and each row is its median round: a shared machine's load drifts over
  // a minute, and a baseline measured only at the start would compare the site with a different machine.
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, [, url]] of targets.entries()) {
      rounds[index].push(await (mode.wrk ? runWrk(url, { connections: CONNECTIONS, duration: DURATION, headers }) : run(url, headers, mode.setupClient)));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // A target's share of hello-world is taken round by round, against the baseline measured in the same round a few
  // seconds before it, and the row shows the median of those shares: the machine's speed drifts between rounds as
  // much as the targets differ, and a median rate over a median baseline from other rounds would carry that drift.
  const shares = rounds.map((results) => results.map((result, round) => result.requests.average / rounds[0][round].requests.average));
  const rows = targets.map(([name], index) => {
    const results = rounds[index];
    return {
      name,
      share: median(shares[index]),
      roundShares: shares[index],
      rps: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      errors: results.reduce((sum, result) => sum + result.errors, 0),
    };
  });
  const percent = (share) => `${Math.round(share * 100)}%`;
  console.log(`\n### ${mode.name}\n`);
  console.log('| target | req/s | % of hello-world | each round | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${percent(row.share)} | ${row.roundShares.map(percent).join(' ')} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
    );
  }
  console.log('');
  const sameBytes = rows.find((row) => row.name.endsWith("/shop's bytes"));
  console.log(`/shop against its ceiling: ${Math.round((rows[1].rps / sameBytes.rps) * 100)}% of a bare Fastify sending the same bytes`);
  for (const row of rows.filter((r) => r.name.startsWith('GET '))) {
    const share = row.share;
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
