import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { MemoryMailer } from '../../server/services/mailer';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const ORIGIN = 'http://localhost:3000';

// Real sockets against the listening server, with short limits set through the configuration: a client trickling its
// headers or body, or saying nothing, is cut off; one address cannot hold more than its share of connections.
let database: TestDatabase;
const apps: FastifyInstance[] = [];
let slowPort: number;
let cappedPort: number;

async function listening(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/slow-clients-data', PUBLIC_URL: ORIGIN, ...env });
  const app = await buildApp({ db: database.db, config, mailer: new MemoryMailer() });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  database = await createTestDatabase();
  slowPort = await listening({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600', IDLE_TIMEOUT_MS: '400' });
  cappedPort = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** A connected socket, with what the server sent and a promise of its closing. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed, received: () => received };
}

/** Writes a byte now and then until the socket closes; resolves with how many it wrote. */
function trickle(socket: Socket, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    let written = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return;
      socket.write('a');
      written += 1;
    }, everyMs);
    socket.once('close', () => {
      clearInterval(timer);
      resolve(written);
    });
  });
}

const CUT_OFF_WITHIN_MS = 10_000;

describe('slow clients', () => {
  it(
    'cuts off a body trickled a byte at a time once the request has taken too long',
    async () => {
      const client = await open(slowPort);
      client.socket.write(
        `POST /trpc/forms.contact HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
      );
      const trickled = trickle(client.socket, 50);
      await client.closed;
      // Kept busy all along (a byte every 50 ms), so it was the request deadline that closed it, not silence.
      expect(await trickled).toBeGreaterThan(0);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    },
    CUT_OFF_WITHIN_MS,
  );

  it(
    'cuts off headers that never finish',
    async () => {
      const client = await open(slowPort);
      client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      const trickled = trickle(client.socket, 50);
      await client.closed;
      expect(await trickled).toBeGreaterThan(0);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    },
    CUT_OFF_WITHIN_MS,
  );

  it(
    'closes a connection on which nothing is said',
    async () => {
      const client = await open(slowPort);
      await client.closed;
      expect(client.received()).toMatch(/^$|^HTTP\/1\.1 408/);
    },
    CUT_OFF_WITHIN_MS,
  );

  it('still answers a client that sends its request at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${slowPort}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('many connections from one address', () => {
  it(
    'closes a connection beyond the cap per address at once, and takes one again when another closes',
    async () => {
      const held = await Promise.all([open(cappedPort), open(cappedPort), open(cappedPort)]);
      // Each one says something, so the server has taken it (a connection is counted when it is accepted).
      for (const client of held) client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await expect.poll(() => held.every((client) => client.received().startsWith('HTTP/1.1 200')), { timeout: 5000 }).toBe(true);

      const beyond = await open(cappedPort);
      await beyond.closed;
      expect(beyond.received()).toBe('');

      held[0]!.socket.destroy();
      await held[0]!.closed;
      const again = await open(cappedPort);
      again.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
      for (const client of held.slice(1)) client.socket.destroy();
    },
    CUT_OFF_WITHIN_MS,
  );
});
