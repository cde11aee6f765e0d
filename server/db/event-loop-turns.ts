import { setImmediate } from 'node:timers';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The longest the embedded database keeps the thread before Node gets a turn to read its sockets: a few statements,
 * so the queries of a rush still run back to back, and new connections are taken within milliseconds.
 */
const SLICE_MS = 5;

/**
 * Makes the embedded database give the event loop a turn at least every SLICE_MS of queries.
 *
 * PGlite runs every statement synchronously on the server's only thread, and its own queue hands the database from
 * one waiting query to the next inside a single chain of promise callbacks. While that chain lasts, Node reads no
 * socket: under a rush of writes each chain lasted 100-300 ms, Node took one new connection per turn of its loop, and
 * a visitor arriving during the rush waited seconds for a first byte while the clients already connected were
 * served. Here the queries wait in a queue of their own, in the order they were asked; once the queries run since
 * the last turn took SLICE_MS, the next one starts from setImmediate, after Node has accepted the connections and
 * read the requests that arrived, so every request joins the line as it comes.
 */
export function takeTurnsWithTheEventLoop(client: PGlite): void {
  // PGlite's start runs queries of its own through these same methods; until it is ready they go to it directly (its
  // own queue keeps them in order), since a start waiting in this queue behind a query that waits for the start would
  // never end.
  void client.waitReady.then(() => queueQueries(client));
}

function queueQueries(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStarted = performance.now();
  const turn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStarted = performance.now();
        resolve();
      }),
    );
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(() => (performance.now() - sliceStarted >= SLICE_MS ? turn() : undefined)).then(work);
    tail = result.catch(() => undefined);
    return result;
  }
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) => inTurn(() => transaction(...args))) as typeof client.transaction;
}
