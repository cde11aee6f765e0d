import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` shows the developer what visitors and crawlers get: the page's head and content rendered on the
// server, through the Vite dev server that also serves the scripts with hot reload.

const repo = path.resolve(import.meta.dirname, '../..');
let dev: ChildProcess | undefined;
let dataDir: string | undefined;
let devPort = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html' } });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
  const [serverPort, vitePort] = [await freePort(), await freePort()];
  devPort = vitePort;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: repo,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(serverPort), DEV_PORT: String(vitePort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  await waitFor(`http://127.0.0.1:${serverPort}/healthz`, 90_000);
  await waitFor(`http://localhost:${vitePort}/@vite/client`, 60_000);
}, 160_000);

afterAll(() => {
  // The whole group: the dev script, the watched server and Vite.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers a page with its head and content rendered on the server, and the scripts from Vite', async () => {
    const answer = await fetch(`http://localhost:${devPort}/shop`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title data-server-head>Shop — Drip Cotton Candy</title>');
    expect(html).toMatch(/<h1[^>]*>Shop the Sweetness/);
    expect(html).toContain('Peach Cobbler Swirl');
    expect(html).toContain('<script type="module" src="/src/main.tsx">');
  }, 60_000);

  it('answers a made-up page with 404 and the not-found page', async () => {
    const answer = await fetch(`http://localhost:${devPort}/made-up-page`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Page not found');
  }, 60_000);
});
