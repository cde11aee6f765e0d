// `npm start`: builds what is missing or older than its sources (scripts/build.mjs), then runs the compiled server
// with plain node (no TypeScript at runtime). A deploy runs `npm run build` once, so this only checks.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
build({ ifStale: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/index.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
