/* global fetch */
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `url` answers 2xx (a server the script started is up), polling every 500 ms for up to two minutes. */
export async function waitForUrl(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}
