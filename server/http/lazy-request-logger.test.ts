import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

type LogLine = { level: number; msg: string; reqId?: string; req?: unknown };

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A server logging at `level` to an array, whose routes log what their query asks for. */
async function serverAt(level: 'warn' | 'info') {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LogLine),
      );
      done();
    },
  });
  app = Fastify({
    logger: { level, stream, serializers: { req: (request: { method: string }) => ({ method: request.method }) } },
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/info', async (request) => {
    request.log.info('an info line');
    return 'ok';
  });
  app.get('/warn', async (request) => {
    request.log.warn({ req: request }, 'a warning');
    request.log.error('an error');
    return 'ok';
  });
  const child = vi.spyOn(app.log, 'child');
  return { app, lines, child };
}

describe('the lazy request logger', () => {
  it('makes no child logger for a request that writes nothing at the server level', async () => {
    const { app: server, lines, child } = await serverAt('warn');
    await server.inject({ method: 'GET', url: '/quiet' });
    await server.inject({ method: 'GET', url: '/info' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("writes a request's lines through one child: its request id and the server's serializers on each", async () => {
    const { app: server, lines, child } = await serverAt('warn');
    const response = await server.inject({ method: 'GET', url: '/warn' });
    expect(response.statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.msg)).toEqual(['a warning', 'an error']);
    const ids = new Set(lines.map((line) => line.reqId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^req-/);
    expect(lines[0]!.req).toEqual({ method: 'GET' });
  });

  it("at info, Fastify's own request lines carry the request id as before", async () => {
    const { app: server, lines } = await serverAt('info');
    await server.inject({ method: 'GET', url: '/info' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'an info line', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(lines[0]!.reqId).toBeDefined();
  });
});
