import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/db/unavailable';
import { MemoryMailer } from '../../server/services/mailer';
import { testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const ORIGIN = testConfig.publicUrl;

/**
 * The database as it behaves while its connection is gone: every write (a query builder's, or a statement of its own
 * such as a database function's call) fails with the error code `failure()` names.
 */
function failingWrites(db: Database, failure: () => string): Database {
  const fail = () => {
    const code = failure();
    throw Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code });
  };
  const writes = new Set<PropertyKey>(['insert', 'update', 'execute']);
  return new Proxy(db, { get: (target, key, receiver) => (writes.has(key) ? fail : Reflect.get(target, key, receiver)) });
}

describe('a request that meets a dropped database connection', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let failureCode = 'CONNECTION_CLOSED';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: failingWrites(database.db, () => failureCode), config: testConfig, mailer: new MemoryMailer() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'ECONNRESET', '57P01'])(
    'answers a tRPC call 503 with Retry-After when the driver says %s',
    async (code) => {
      failureCode = code;
      const response = await app.inject({
        method: 'POST',
        url: '/trpc/forms.newsletter',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { email: 'dropped@example.com' } }),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      const error = response.json().error.json;
      expect(error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
    },
  );

  it('answers a route outside tRPC 503 with Retry-After', async () => {
    failureCode = 'CONNECTION_CLOSED';
    const response = await app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${'a'.repeat(64)}`, headers: { origin: ORIGIN } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toEqual({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } });
  });

  it('still answers 500 for any other failure, without its message', async () => {
    failureCode = '23505';
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/forms.newsletter',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: 'dropped@example.com' } }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().error.json.message).toBe('Something went wrong on our side. Please try again.');
  });
});
