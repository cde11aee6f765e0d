// `npm start`: builds the client when it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client', 'index.html');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ['src', 'game', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p)).filter(existsSync);
const needsBuild = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (needsBuild) {
  console.log('Building the client…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
