import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runQueriesInOneCall } from '../../server/db/pglite-single-call';

// The same statements through PGlite's own path and through the single call must answer alike.
let own: PGlite;
let single: PGlite;
const setUp = `create table things (id serial primary key, name text not null unique, count integer, big bigint, ok boolean, at timestamptz, tags text[])`;

beforeAll(async () => {
  own = new PGlite();
  single = new PGlite();
  runQueriesInOneCall(single);
  await Promise.all([own.exec(setUp), single.exec(setUp)]);
});
afterAll(async () => {
  await Promise.all([own.close(), single.close()]);
});

const both = async <T>(work: (client: PGlite) => Promise<T>): Promise<[T, T]> => [await work(own), await work(single)];

describe.skipIf(Boolean(process.env.DATABASE_URL))('queries in one call to the embedded database', () => {
  it('sends a query’s messages in one call', async () => {
    const calls = vi.spyOn(single, 'execProtocol');
    await single.query('select $1::int as n', [1]);
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
  });

  it('answers as PGlite does, for every kind of value it takes, in objects and in arrays of rows', async () => {
    const insert = (client: PGlite) =>
      client.query('insert into things (name, count, big, ok, at) values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10) returning *', [
        'one',
        3,
        9007199254740993n,
        true,
        new Date('2026-11-28T09:30:00.000Z'),
        'two',
        null,
        undefined,
        false,
        '2026-11-28 10:00:00+00',
      ]);
    const [a, b] = await both(insert);
    expect(b).toEqual(a);
    expect(b.rows).toHaveLength(2);
    const [c, d] = await both((client) => client.query('select name, ok, count from things where ok = $1 order by name', [false], { rowMode: 'array' }));
    expect(d).toEqual(c);
    expect(d.rows).toEqual([['two', false, null]]);
  });

  it('takes PGlite’s own way for a value it cannot send as text, with the same answer', async () => {
    const [a, b] = await both((client) => client.query('update things set tags = $1 where name = $2 returning tags', [['a', 'b'], 'one']));
    expect(b).toEqual(a);
    expect(b.rows).toEqual([{ tags: ['a', 'b'] }]);
  });

  it('throws PostgreSQL’s error with the statement, and the connection goes on', async () => {
    const failing = (client: PGlite) => client.query('insert into things (name) values ($1)', ['one']).catch((error: unknown) => error);
    const [a, b] = await both(failing);
    expect(b).toMatchObject({ code: '23505', query: 'insert into things (name) values ($1)' });
    expect((b as Error).message).toBe((a as Error).message);
    expect((await single.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps a transaction’s queries in it: a failure rolls back all, a commit keeps all', async () => {
    await expect(
      single.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['three']);
        await tx.query('insert into things (name) values ($1)', ['one']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await single.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['four']);
      expect((await tx.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
    });
    expect((await single.query('select name from things order by id')).rows.map((row) => (row as { name: string }).name)).toEqual(['one', 'two', 'four']);
  });
});
