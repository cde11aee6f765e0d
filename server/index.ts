import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { superviseWorkers } from './supervisor';
import { fail, failToListen } from './start-failure';

/**
 * The entry point. In production this process only supervises (see supervisor.ts): it loads the configuration and
 * the supervisor, never the site's code and packages, so it stays small beside the worker that runs the site. In
 * development the file watcher restarts the site instead, so the site runs here.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  if (cluster.isPrimary && config.nodeEnv !== 'development') {
    try {
      await superviseWorkers({ port: config.port, host: config.host });
    } catch (error) {
      failToListen(error, config.port);
    }
    return;
  }
  const { runSite } = await import('./site-process');
  await runSite(config);
}

void main();
