/* global fetch */
// `npm run bench:writes`: how fast the built server stores the public writes a rush brings (newsletter sign-ups,
// contact messages, guest orders paid at pickup), next to a bare Fastify that inserts one row in a transaction on the
// same database engine, measured in the same run (a benchmark that prints figures, not a timed test).
// Starts the compiled server (dist/server/index.js, rebuilt first when stale) on a fresh embedded database, or, when
// DATABASE_URL is set, on a fresh database it creates on that PostgreSQL server and drops at the end. The baseline runs
// in its own process: PGlite in-process on its own data folder for the embedded run, postgres.js with the site's pool
// size for the PostgreSQL run. wrk (a C load generator, installed from Debian's package when missing) keeps 50 requests
// in flight with the script wrk-unique-posts.lua: every request comes from its own client address (the site runs with
// TRUST_PROXY=true and each request carries its own X-Forwarded-For), so the per-client rate limits count each request
// once, as they would for a crowd, and refuse nothing; every request has its own email and idempotency key.
// --autocannon runs the same requests from autocannon in this process instead: a JavaScript client that takes most of
// a core at these rates, which a two-core machine then takes from the servers it measures. The targets take turns, each run
// starting once both servers are idle again (the site's mail worker sends a run's mails after it); a write's share is
// the median of its shares round by round.
// Options: --duration <s> per round (default 10), --rounds <n> (default 3), --connections <n> (default 50),
// --only <newsletter|contact|order> (one write and the baseline), --cpu-prof <dir> (the site writes a V8 CPU profile
// there when it stops), --autocannon (above).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { build } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { waitForUrl } from './wait-for-url.mjs';
import { ensureWrk, runWrk } from './wrk.mjs';

const root = path.resolve(import.meta.dirname, '..');
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const DURATION = Number(option('--duration') ?? 10);
const CONNECTIONS = Number(option('--connections') ?? 50);
const ROUNDS = Number(option('--rounds') ?? 3);
const ONLY = option('--only');
const CPU_PROFILE_DIR = option('--cpu-prof');
const AUTOCANNON = process.argv.includes('--autocannon');
const SITE_PORT = 3192;
const BARE_PORT = 3193;
const ORIGIN = `http://localhost:${SITE_PORT}`;
// The targets: a newsletter sign-up and a contact message at least 30% of the bare insert, an order at least 15%,
// and every write's p99 under 150 ms.
const TARGET_SHARE = { newsletter: 0.3, contact: 0.3, order: 0.15 };
const TARGET_P99_MS = 150;
// The site's PostgreSQL pool (server/db/client.ts); the baseline gets the same number of connections.
const POSTGRES_POOL = 10;

build({ ifStale: true });
if (!AUTOCANNON) ensureWrk();

const adminUrl = process.env.DATABASE_URL;
const databaseUrl = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drip-bench-writes-'));
const engine = adminUrl ? 'PostgreSQL' : 'embedded PGlite';

const site = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, ...(CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROFILE_DIR)] : []), 'dist/server/index.js'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'site'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: ORIGIN,
      // Client addresses come from X-Forwarded-For, as behind the load balancer of a real deployment.
      TRUST_PROXY: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  },
);

// The baseline: the same engine and settings, one row per request in a transaction, nothing else.
const bareSource = databaseUrl
  ? `
    import Fastify from 'fastify';
    import postgres from 'postgres';
    const sql = postgres(${JSON.stringify(databaseUrl)}, { max: ${POSTGRES_POOL}, onnotice: () => {} });
    await sql\`create table if not exists bench_bare_rows (id uuid primary key default gen_random_uuid(), email text not null, created_at timestamptz not null default now())\`;
    const app = Fastify();
    app.get('/ready', async () => ({ ready: true }));
    app.post('/insert', async (request) => {
      const [row] = await sql.begin((tx) => tx\`insert into bench_bare_rows (email) values (\${request.body.json.email}) returning id\`);
      return { json: { id: row.id } };
    });
    await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`
  : `
    import Fastify from 'fastify';
    import { PGlite } from '@electric-sql/pglite';
    // The site's embedded settings (server/db/client.ts).
    const db = new PGlite({ dataDir: ${JSON.stringify(path.join(dataDir, 'bare'))}, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
    await db.query('create table bench_bare_rows (id uuid primary key default gen_random_uuid(), email text not null, created_at timestamptz not null default now())');
    const app = Fastify();
    app.get('/ready', async () => ({ ready: true }));
    app.post('/insert', async (request) => {
      const id = await db.transaction(async (tx) => (await tx.query('insert into bench_bare_rows (email) values ($1) returning id', [request.body.json.email])).rows[0].id);
      return { json: { id } };
    });
    await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`;
const bare = spawn(process.execPath, ['--input-type=module', '-e', bareSource], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

/** A new database on the server DATABASE_URL names, so a run starts empty and leaves nothing behind. */
async function createScratchDatabase(url) {
  const name = `drip_bench_writes_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return scratch.toString();
}

async function dropScratchDatabase() {
  if (!adminUrl || !databaseUrl) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

let sequence = 0;
/** A client address no other request used: 10.x.y.z, counted up. */
function nextClientAddress() {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

async function trpc(procedure, { query, input } = {}) {
  const url = `${ORIGIN}/trpc/${procedure}${query ? `?input=${encodeURIComponent(JSON.stringify({ json: query }))}` : ''}`;
  const response = await fetch(url.replace('localhost', '127.0.0.1'), {
    method: input ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextClientAddress() },
    ...(input ? { body: JSON.stringify({ json: input }) } : {}),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${procedure}: ${response.status} ${JSON.stringify(body)}`);
  return body.result.data.json;
}

/**
 * What a guest buyer's cheapest order is made of: one of the shop's products sold without sizes and not counted (or
 * its first size), picked up at the soonest pop-up event open to pickup (no slot capacity to run out during the
 * run), else at the soonest slot with room.
 */
async function orderTemplate() {
  const products = await trpc('shop.products');
  const product = products.find((p) => !p.hasVariants && p.stockLeft === null) ?? products.find((p) => p.variants.length > 0);
  const variant = product.hasVariants ? product.variants[0] : null;
  const options = await trpc('orders.fulfilmentOptions');
  const event = options.events?.[0];
  const slot = options.slots?.[0];
  if (!event && !slot) throw new Error('The seeded site offers no pickup time');
  return {
    lines: [{ productId: product.id, variantId: variant?.id ?? null, quantity: 1 }],
    fulfilment: 'pickup',
    payment: 'pay_on_fulfilment',
    customerName: 'Bench Buyer',
    phone: '404-555-0100',
    ...(event ? { pickupEventId: event.id } : { slotDate: slot.date, slotStart: slot.start }),
  };
}

/** The body with '{{uuid}}' made new for each request: wrk-unique-posts.lua does it in wrk, and this for autocannon. */
function fill(template) {
  return template.replaceAll('{{uuid}}', randomUUID());
}

let runNumber = 0;
/** One run of the load generator: every request a new address, a new email and a new idempotency key. */
function run(url, input, duration = DURATION) {
  const body = JSON.stringify({ json: input });
  runNumber += 1;
  if (!AUTOCANNON) {
    const runId = randomUUID().slice(0, 8);
    return runWrk(url, {
      connections: CONNECTIONS,
      duration,
      script: path.join(root, 'scripts/wrk-unique-posts.lua'),
      scriptArgs: [body, ORIGIN, runId, String(runNumber)],
    });
  }
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextClientAddress() },
              body: fill(body),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The CPU time a process has used so far, in clock ticks (Linux; null elsewhere). */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The site's processes: the supervisor and the worker process it starts, which runs the site. */
function sitePids() {
  try {
    return [site.pid, ...readFileSync(`/proc/${site.pid}/task/${site.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    return [site.pid];
  }
}

/**
 * How long the site and the baseline must use no CPU before a run starts: longer than the site's upkeep interval (5 s),
 * so the vacuum of the rows a run left behind comes inside the wait, not at the start of the next run.
 */
const SETTLE_QUIET_MS = 6_000;

/**
 * Waits until the site and the baseline are both idle: at most one clock tick of CPU per process in each quarter-second
 * for SETTLE_QUIET_MS, or a minute. After a run the site's mail worker is still sending that run's mails and its
 * upkeep vacuums the run's old rows, and the work a run leaves behind belongs to neither the next run nor its
 * baseline.
 */
async function settle() {
  const pids = [...sitePids(), bare.pid];
  const deadline = Date.now() + 60_000;
  let quietSince = Date.now();
  let before = pids.map(cpuTicks);
  if (before.includes(null)) return;
  while (Date.now() - quietSince < SETTLE_QUIET_MS && Date.now() < deadline) {
    await sleep(250);
    const now = pids.map(cpuTicks);
    if (!now.every((ticks, index) => ticks - before[index] <= 1)) quietSince = Date.now();
    before = now;
  }
}

try {
  await waitForUrl(`${ORIGIN.replace('localhost', '127.0.0.1')}/readyz`);
  await waitForUrl(`http://127.0.0.1:${BARE_PORT}/ready`);
  const order = await orderTemplate();
  const site = (procedure) => `http://127.0.0.1:${SITE_PORT}/trpc/${procedure}`;
  // Placeholders each request fills in (fill, wrk-unique-posts.lua): a new email and a new idempotency key each time.
  const email = 'bench-{{uuid}}@example.com';
  const targets = [
    { name: 'bare Fastify: one insert in a transaction', key: 'bare', url: `http://127.0.0.1:${BARE_PORT}/insert`, input: { email } },
    { name: 'newsletter sign-up', key: 'newsletter', url: site('forms.newsletter'), input: { email } },
    {
      name: 'contact message',
      key: 'contact',
      url: site('forms.contact'),
      input: { name: 'Bench Visitor', email, subject: 'general', message: 'Do you cater birthday parties?', idempotencyKey: '{{uuid}}' },
    },
    {
      name: 'order: guest, pay at pickup',
      key: 'order',
      url: site('orders.place'),
      input: { ...order, email, idempotencyKey: '{{uuid}}' },
    },
  ].filter((target) => !ONLY || target.key === 'bare' || target.key === ONLY);

  // Warm-up: the JIT settles and the tables and indexes hold some rows before anything is counted.
  for (const target of targets) await run(target.url, target.input, 2);
  await settle();
  console.log(
    `\n${CONNECTIONS} requests in flight from ${AUTOCANNON ? 'autocannon' : 'wrk'}, each from its own client address; median of ${ROUNDS} rounds of ${DURATION} s each (targets taking turns), ${os.cpus().length} CPUs, ${engine}; load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      rounds[index].push(await run(target.url, target.input));
      await settle();
    }
  }
  // A write's share of the bare insert is taken round by round, against the baseline measured in the same round just
  // before it, and the row shows the median of those shares: the machine's speed drifts between rounds as much as
  // the writes differ, and a median rate over a median baseline from other rounds would carry that drift.
  const rows = targets.map((target, index) => {
    const results = rounds[index];
    const roundShares = results.map((result, round) => result.requests.average / rounds[0][round].requests.average);
    return {
      ...target,
      roundShares,
      share: median(roundShares),
      rps: median(results.map((result) => result.requests.average)),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      // The p99 as a multiple of the baseline's p99 in the same round: the target is in milliseconds, and a slow
      // round of the machine moves every p99 together; this figure shows what the write itself adds.
      p99Ratio: median(results.map((result, round) => result.latency.p99 / rounds[0][round].latency.p99)),
      failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + (result.timeouts ?? 0), 0),
    };
  });
  const percent = (share) => `${Math.round(share * 100)}%`;
  console.log('| write | req/s | % of bare insert | each round | p50 ms | p99 ms | p99 / bare p99 | failed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${percent(row.share)} | ${row.roundShares.map(percent).join(' ')} | ${row.p50} | ${row.p99} | ${row.p99Ratio.toFixed(1)}× | ${row.failed} |`,
    );
  }
  console.log(
    `\nload after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  for (const row of rows.slice(1)) {
    const { share } = row;
    const met = share >= TARGET_SHARE[row.key] && row.p99 < TARGET_P99_MS && row.failed === 0;
    console.log(
      `verdict: ${row.name}: ${met ? 'meets' : 'MISSES'} the targets — ${Math.round(share * 100)}% of the bare insert (target ≥ ${TARGET_SHARE[row.key] * 100}%), ` +
        `p99 ${row.p99} ms (target < ${TARGET_P99_MS} ms)${row.failed ? `, ${row.failed} failed answers` : ''}`,
    );
  }
} finally {
  site.kill('SIGTERM');
  bare.kill('SIGTERM');
  await Promise.all([new Promise((resolve) => site.once('exit', resolve)), new Promise((resolve) => bare.once('exit', resolve))]);
  await dropScratchDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
