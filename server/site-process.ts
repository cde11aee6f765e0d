import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { seedOnce } from './db/seed';
import { ensureBootstrapAdmin } from './auth/bootstrap-admin';
import { buildApp } from './app';
import { createInvalidationBus, type InvalidationBus } from './services/invalidation-bus';
import { startMailWorker } from './services/mail-outbox';
import { createMailer } from './services/mailer';
import { startDatabaseUpkeep } from './services/database-upkeep';
import { threadBusyOfLate } from './services/quiet-moments';
import { waitForPort } from './supervisor';
import { fail, failToListen } from './start-failure';

function describeDatabase(url: string | undefined, dataDir: string): string {
  if (!url) return `embedded PGlite in ${dataDir}/db`;
  // Never print a password.
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * A new embedded database is created, migrated and seeded by a short-lived process (db/prepare-embedded.ts), so what
 * that costs in memory ends with it; the server then opens a database that exists. Production only: the built
 * server's folder holds the script as JavaScript. If the process fails, the server does the work itself and reports
 * what went wrong as it always did.
 */
async function prepareNewEmbeddedDatabase(databaseDir: string, seed: boolean): Promise<void> {
  // PostgreSQL writes PG_VERSION when it creates a database folder.
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) return;
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db', 'prepare-embedded.js');
  if (!existsSync(script)) return;
  await new Promise<void>((resolve) => {
    const child = fork(script, [databaseDir, seed ? 'seed' : 'no-seed'], { stdio: 'inherit', execArgv: ['--enable-source-maps'] });
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}

/** Opens the database, migrates it, starts the mail worker and the app, and listens; closes all on SIGTERM/SIGINT. */
export async function runSite(config: Config): Promise<void> {
  const where = describeDatabase(config.databaseUrl, config.dataDir);
  let handle: DatabaseHandle;
  const embeddedDir = config.databaseUrl ? undefined : `${config.dataDir}/db`;
  try {
    if (embeddedDir && config.nodeEnv !== 'development') await prepareNewEmbeddedDatabase(embeddedDir, config.seed);
    handle = createDatabase({ url: config.databaseUrl, dataDir: embeddedDir, inWorker: true });
    await handle.ping();
    await handle.migrate();
    if (config.seed) await seedOnce(handle.db, new Date());
    await ensureBootstrapAdmin(handle.db, config);
    // Without its database the process can answer nothing: it ends, and the supervisor starts one that opens it again.
    void handle.stopped?.then((error) => fail(`The embedded database stopped (${error.message}); this process ends so that a new one opens it.`));
  } catch (error) {
    fail(`Cannot use the database (${where}): ${error instanceof Error ? error.message : String(error)}`);
  }

  mkdirSync(config.uploadDir, { recursive: true });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
  // Whether the embedded database's own thread was busy in the last second: the outbox and the upkeep's vacuum wait
  // for a quiet moment there. A PostgreSQL server answers them on connections of their own, beside the requests.
  const databaseBusy = handle.eventLoopUtilization ? threadBusyOfLate(handle.eventLoopUtilization) : null;
  const mailWorker = startMailWorker({
    db: handle.db,
    mailer,
    ...(databaseBusy ? { busy: databaseBusy.busy } : {}),
    // Logged without the error's message: an SMTP or database error can quote an address.
    onError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'mail outbox round failed', errorType: (error as Error)?.name ?? 'Error' })),
  });
  const databaseUpkeep = startDatabaseUpkeep({
    db: handle.db,
    embedded: handle.kind === 'pglite',
    ...(databaseBusy ? { busy: databaseBusy.busy } : {}),
    onError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'database upkeep failed', errorType: (error as Error)?.name ?? 'Error' })),
  });
  let bus: InvalidationBus;
  try {
    bus = await createInvalidationBus(config.databaseUrl);
  } catch (error) {
    fail(`Cannot listen for changes on the database (${where}): ${error instanceof Error ? error.message : String(error)}`);
  }
  const app = await buildApp({ db: handle.db, config, mailer, mailWorker, bus }, { logger: { level: config.logLevel } });

  try {
    await waitForPort();
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    failToListen(error, config.port);
  }
  console.log(`Drip Cotton Candy is running at ${config.publicUrl} (database: ${where})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing in-flight requests, then closing the database.`);
    // A request that hangs must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await mailWorker.stop();
    await databaseUpkeep.stop();
    databaseBusy?.stop();
    await bus.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
