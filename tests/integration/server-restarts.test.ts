import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { childPids, SERVER_START_TIMEOUT_MS, startServerProcess, waitForStatus, type ServerProcess } from '../helpers/server-process';

// The production start (server/index.ts) is a supervising process with the site in one worker process; on PGlite the
// worker opens the data folder again after the one before it died.
describe('the production server process when its worker dies', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    // On PostgreSQL, a migrated database of its own; on PGlite the server makes and migrates its own data folder.
    database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    server = await startServerProcess(database?.url ? { DATABASE_URL: database.url } : {});
    await waitForStatus(server, '/readyz', 200);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it(
    'starts a new worker after SIGKILL, answering /readyz 503 until it is ready and 200 after; SIGTERM then stops both gracefully',
    async () => {
      const primary = server.child.pid!;
      const [worker] = childPids(primary);
      expect(worker).toBeDefined();

      process.kill(worker!, 'SIGKILL');
      await waitForStatus(server, '/readyz', 503, 30_000);
      expect((await fetch(`${server.baseUrl}/readyz`)).headers.get('retry-after')).toBe('1');
      await waitForStatus(server, '/readyz', 200);

      expect(server.exited()).toBe(false);
      const replacements = childPids(primary);
      expect(replacements).toHaveLength(1);
      expect(replacements[0]).not.toBe(worker);
      expect(server.output()).toContain(`The server process ${worker} died (signal SIGKILL)`);

      const ended = await server.stop();
      expect(ended).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('SIGTERM received: finishing in-flight requests');
    },
    SERVER_START_TIMEOUT_MS,
  );
});
