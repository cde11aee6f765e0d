import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';

/**
 * The production process is a small primary that runs the site in one worker process (Node's cluster) and starts
 * another when it dies, whatever killed it (a driver bug thrown from a timer, an out-of-memory, SIGKILL). One worker
 * on either database: PGlite is embedded in the process that opened its folder, and with PostgreSQL the site scales
 * by running more instances behind the load balancer.
 *
 * While no worker is serving (starting, or waiting to be restarted), the primary holds the port itself and answers
 * every request 503 with Retry-After, /readyz and /healthz included, so a load balancer or a test waiting for the
 * site sees "not ready" rather than a refused connection. Just before the worker listens, the primary lets the port go
 * (cluster then shares it with the worker); when the worker dies, the primary takes it back.
 */

const LISTEN_REQUEST = 'drip:may-listen';
const LISTEN_GRANTED = 'drip:listen-granted';

/** The first restart comes after half a second, then twice as long after each death up to 30 s. */
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that served this long without dying starts the backoff from the beginning again. */
const STABLE_AFTER_MS = 60_000;
/** How long a worker has to finish its requests after SIGTERM before the primary kills it. */
const SHUTDOWN_GRACE_MS = 15_000;

const NOT_READY_MESSAGE = 'Drip Cotton Candy is starting. Please try again in a moment.';

/**
 * What the worker's environment adds to the supervisor's. glibc's malloc gives each thread that allocates its own arena
 * (up to eight per CPU), and the worker's threads (zlib's brotli and gzip on libuv's pool, V8's compiler and collector)
 * each kept freed memory in theirs: two arenas held about 15 MB less after a load, for no throughput the benchmark
 * could tell apart. An operator's own MALLOC_ARENA_MAX is kept. glibc reads it when a process starts, so it is set for
 * the worker, not in the running supervisor.
 */
export function workerEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}

export function restartDelayMs(consecutiveDeaths: number): number {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, consecutiveDeaths - 1), LONGEST_RESTART_DELAY_MS);
}

function log(message: string): void {
  console.error(JSON.stringify({ level: 'warn', msg: message, supervisor: process.pid }));
}

/** The primary's answer while no worker serves: 503, not kept alive (the next request may find the worker). */
function answerNotReady(request: http.IncomingMessage, response: http.ServerResponse): void {
  const wantsJson = /^\/(readyz|healthz|trpc|api)(\/|\?|$)/.test(request.url ?? '');
  response.writeHead(503, {
    'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '1',
    Connection: 'close',
  });
  response.end(wantsJson ? JSON.stringify({ status: 'unavailable', message: NOT_READY_MESSAGE }) : NOT_READY_MESSAGE);
}

/** Runs in the primary: holds the port, starts the worker, restarts it with backoff, passes SIGTERM/SIGINT on. */
export async function superviseWorkers(options: { port: number; host: string }): Promise<void> {
  let worker: Worker | null = null;
  let placeholder: http.Server | null = null;
  let consecutiveDeaths = 0;
  let hasServed = false;
  let stopping = false;
  let stableTimer: NodeJS.Timeout | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  /** At start, a port in use means another server runs: that error ends the start. After a worker died, cluster may
   * not have closed the port it shared with it yet, so `retry` tries again for a few seconds. */
  async function holdPort(retry: boolean): Promise<void> {
    const server = http.createServer(answerNotReady);
    for (let attempt = 0; ; attempt++) {
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(options.port, options.host, () => (server.off('error', reject), resolve()));
        });
        placeholder = server;
        return;
      } catch (error) {
        if (!retry || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async function releasePort(): Promise<void> {
    const server = placeholder;
    placeholder = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  function startWorker(): void {
    restartTimer = undefined;
    const started = cluster.fork(workerEnvironment(process.env));
    worker = started;
    started.on('message', (message: unknown) => {
      if (message !== LISTEN_REQUEST) return;
      void releasePort().then(() => started.isConnected() && started.send(LISTEN_GRANTED));
    });
    started.on('listening', () => {
      hasServed = true;
      stableTimer = setTimeout(() => (consecutiveDeaths = 0), STABLE_AFTER_MS);
      stableTimer.unref();
    });
    started.on('exit', (code, signal) => {
      clearTimeout(stableTimer);
      worker = null;
      // Exit code 0 is the worker's own graceful shutdown (a signal sent to the whole process group, Ctrl-C).
      if (stopping || code === 0) process.exit(code ?? 0);
      const cause = signal ? `signal ${signal}` : `code ${code}`;
      if (!hasServed) {
        // Never came up (a database it cannot reach, a port it cannot have): the operator sees the worker's own
        // message, and the process ends as the single-process server did.
        log(`The server stopped before it was ready (${cause}).`);
        process.exit(code || 1);
      }
      consecutiveDeaths++;
      const delay = restartDelayMs(consecutiveDeaths);
      log(`The server process ${started.process.pid} died (${cause}); starting a new one in ${delay} ms.`);
      void holdPort(true).then(
        () => (restartTimer = setTimeout(startWorker, delay)),
        (error: unknown) => {
          log(`Cannot take the port back: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  }

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    if (!worker) process.exit(0);
    worker.process.kill(signal);
    setTimeout(() => worker?.process.kill('SIGKILL'), SHUTDOWN_GRACE_MS).unref();
  }

  // The worker accepts connections on the port itself (the primary only opens it). With the default round-robin
  // policy the primary accepts and passes each connection on, and one passed to a worker as it died was held open by
  // the primary and never answered; with a single worker there is nothing to balance anyway.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  await holdPort(false);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  startWorker();
}

/** Runs in a worker just before it listens: waits until the primary has let the port go. */
export async function waitForPort(): Promise<void> {
  if (!cluster.isWorker || !process.send) return;
  await new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== LISTEN_GRANTED) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send!(LISTEN_REQUEST);
  });
}
