import cluster from 'node:cluster';
import type { Config } from './config';
import { withEnvFile } from './env-file';
import { superviseWorkers } from './supervisor';
import { fail, failToListen } from './start-failure';

/**
 * Where the supervisor holds the port, read as the configuration reads PORT and HOST, or null for a PORT it would
 * refuse. The supervisor reads only these and NODE_ENV: the configuration's validator alone would add about 14 MB
 * to a process that is meant to stay small. The site's process validates every setting, and a start with a wrong one
 * ends with its message.
 */
function listenAddress(env: NodeJS.ProcessEnv): { port: number; host: string } | null {
  const port = Number(env.PORT ?? 3000);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? { port, host: env.HOST ?? '0.0.0.0' } : null;
}

/**
 * The entry point. In production this process only supervises (see supervisor.ts): it never loads the site's code
 * and packages, nor the configuration's, so it stays small beside the worker that runs the site. In development the
 * file watcher restarts the site instead, so the site runs here.
 */
async function main() {
  const env = withEnvFile(process.env);
  const address = cluster.isPrimary && env.NODE_ENV !== 'development' ? listenAddress(env) : null;
  if (address) {
    try {
      await superviseWorkers(address);
    } catch (error) {
      failToListen(error, address.port);
    }
    return;
  }

  // The site's process, development, or a PORT the supervisor cannot use (the configuration then says why).
  const { ConfigError, loadConfig } = await import('./config');
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const { runSite } = await import('./site-process');
  await runSite(config);
}

void main();
