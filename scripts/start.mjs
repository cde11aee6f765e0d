// `npm start`: builds the client and the server when a build is missing or older than its sources, then runs the
// compiled server with plain node (no TypeScript at runtime). A deploy runs `npm run build` once, so this only checks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const builtIndex = path.join(clientDir, 'index.html');
// The server's page renderer sits beside the client build (dist/ssr next to dist/client).
const builtRenderer = path.join(path.dirname(clientDir), 'ssr', 'entry-server.js');
const builtServer = path.join(root, 'dist/server/index.js');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function isStale(output, inputs) {
  const sources = inputs.map((p) => path.join(root, p)).filter(existsSync);
  return !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;
}

function run(label, args) {
  console.log(label);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale(builtIndex, ['src', 'game', 'public', 'index.html', 'vite.config.ts', 'package.json'])) {
  run('Building the client…', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}
// The renderer bundles the app and the shared parts of the server it imports (page heads, the wire format).
if (isStale(builtRenderer, ['src', 'game', 'server/schemas', 'server/trpc', 'index.html', 'vite.config.ts', 'package.json'])) {
  run('Building the page renderer…', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
}
if (isStale(builtServer, ['server', 'game', 'package.json'])) {
  run('Building the server…', [path.join(root, 'scripts/build-server.mjs')]);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, builtServer], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
