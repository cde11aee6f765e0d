import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/project-root';

/** How long a start may take: on a busy two-core machine, tsx compiling the server and PGlite migrating take two minutes. */
export const SERVER_START_TIMEOUT_MS = 180_000;

/** The real server entry (server/index.ts, run through tsx) as a child process on a port and data folder of its own. */
export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Whether the process has exited. */
  exited: () => boolean;
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s), removes the data folder and says how the process ended. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drip-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let hasExited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
    }),
  );
  return {
    child,
    baseUrl,
    output: () => output,
    exited: () => hasExited,
    stop: async () => {
      if (!hasExited) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const ended = await exit;
      clearTimeout(force);
      rmSync(dataDir, { recursive: true, force: true });
      return ended;
    },
  };
}

/** GET a path; null when nothing answers (connection refused or reset). */
export async function getStatus(baseUrl: string, urlPath: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}${urlPath}`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Polls `urlPath` every 50 ms until it answers `status`; fails after `timeoutMs`. */
export async function waitForStatus(server: ServerProcess, urlPath: string, status: number, timeoutMs = SERVER_START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The server exited while waiting for ${urlPath} to answer ${status}:\n${server.output()}`);
    if ((await getStatus(server.baseUrl, urlPath)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${urlPath} did not answer ${status} within ${timeoutMs} ms:\n${server.output()}`);
}

/** The process ids of a process's children (Linux: read from /proc). */
export function childPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? children.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
