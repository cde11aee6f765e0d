import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { childPids, SERVER_START_TIMEOUT_MS, getStatus, startServerProcess, waitForStatus, type ServerProcess } from '../helpers/server-process';

const onPostgres = Boolean(process.env.DATABASE_URL);
const WRITERS = 10;
const DROPS = 4;

type Answer = { email: string; status: number | null; retryAfter: string | null; message: string };

/** The process that serves requests: the supervisor's worker, or the process itself when it has no children. */
function servingPid(server: ServerProcess): number {
  return childPids(server.child.pid!)[0] ?? server.child.pid!;
}

// pg_terminate_backend drops a PostgreSQL server's connections; PGlite is embedded in the process and has no
// connection to drop.
describe.skipIf(!onPostgres)('the server under write load while PostgreSQL drops its connections (PostgreSQL only: PGlite has no connections)', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    server = await startServerProcess({ DATABASE_URL: database.url!, TRUST_PROXY: 'true' });
    await waitForStatus(server, '/readyz', 200);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await admin?.end();
    await database?.close();
  });

  async function signUp(n: number): Promise<Answer> {
    const email = `drop-${n}@example.com`;
    try {
      const response = await fetch(`${server.baseUrl}/trpc/forms.newsletter`, {
        method: 'POST',
        headers: {
          origin: server.baseUrl,
          'content-type': 'application/json',
          // A client address of its own per sign-up, so the per-client limit never refuses one.
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ json: { email } }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      return { email, status: response.status, retryAfter: response.headers.get('retry-after'), message: text };
    } catch (error) {
      return { email, status: null, retryAfter: null, message: String(error) };
    }
  }

  async function dropConnections(): Promise<number> {
    const rows = await admin<{ pid: number }[]>`
      select pg_terminate_backend(pid), pid from pg_stat_activity
      where datname = ${new URL(database.url!).pathname.slice(1)} and pid <> pg_backend_pid()`;
    return rows.length;
  }

  it(`loses no acknowledged write, answers only 200 or 503, and stays up while its connections are dropped ${DROPS} times`, async () => {
    const pidBefore = servingPid(server);
    const answers: Answer[] = [];
    let next = 0;
    let loading = true;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (loading) answers.push(await signUp(next++));
    });

    // Each drop comes once the server has acknowledged more sign-ups since the last one, so every drop meets
    // connections busy with writes, and the server is seen to recover from each.
    const acknowledgedCount = () => answers.filter((answer) => answer.status === 200).length;
    async function moreAcknowledged(count: number): Promise<void> {
      const target = acknowledgedCount() + count;
      const deadline = Date.now() + 20_000;
      while (acknowledgedCount() < target && Date.now() < deadline && !server.exited()) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const dropped: number[] = [];
    await moreAcknowledged(WRITERS);
    for (let i = 0; i < DROPS; i++) {
      dropped.push(await dropConnections());
      await moreAcknowledged(WRITERS);
    }
    loading = false;
    await Promise.all(writers);

    const byStatus = new Map<string, number>();
    for (const answer of answers) byStatus.set(String(answer.status), (byStatus.get(String(answer.status)) ?? 0) + 1);
    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.email);
    const reader = postgres(database.url!, { max: 1, onnotice: () => {} });
    const stored = new Set((await reader<{ email: string }[]>`select email from newsletter_signups`).map((row) => row.email));
    await reader.end();
    const lost = acknowledged.filter((email) => !stored.has(email));
    const pidAfter = servingPid(server);
    console.log(
      `database drops: ${dropped.join(', ')} connections terminated; ${answers.length} sign-ups answered ${JSON.stringify(Object.fromEntries(byStatus))}; ` +
        `${acknowledged.length} acknowledged, ${lost.length} lost; server ${server.exited() ? 'CRASHED' : 'alive'}, ` +
        `serving pid ${pidBefore} -> ${pidAfter}`,
    );

    expect(server.exited(), server.output()).toBe(false);
    expect(pidAfter).toBe(pidBefore);
    expect(await getStatus(server.baseUrl, '/healthz')).toBe(200);
    expect(lost).toEqual([]);
    expect([...byStatus.keys()].filter((status) => status !== '200' && status !== '503')).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.message).toContain('try again');
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITERS * (DROPS + 1));
  }, 120_000);
});
