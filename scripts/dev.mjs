// `npm run dev`: the server restarts when its files change and renders pages from the sources as production does; Vite
// serves the client with hot reload, sends page requests to the server and proxies /trpc.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Both children read .env's values (Vite's proxy needs the server's PORT); the shell's variables win over the file.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.DEV_PORT ?? 5173}` };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/index.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
