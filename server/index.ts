import cluster from 'node:cluster';
import type { Config } from './config';
import { withEnvFile } from './env-file';
import { listenAddress } from './listen-address';
import { superviseWorkers } from './supervisor';
import { fail, failToListen } from './start-failure';

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
