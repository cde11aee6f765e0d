// The one build definition. `npm run build` runs every step; `npm start`, the e2e suite and the benchmarks run only
// the steps whose output is missing or older than one of its inputs, so they never serve code older than its sources.
//   node scripts/build.mjs              every step
//   node scripts/build.mjs --if-stale   the stale steps
//   node scripts/build.mjs server       named steps only (client, renderer, route-chunks, server)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..');

// What every step reads besides its sources: the installed packages (as the lock file pins them), the compiler
// settings (the `@shared` path alias among them) and this definition. Folders are read whole, recursively.
const TOOLING = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

/**
 * The steps in the order they run, each with the file it writes last (its age is the build's age) and every input it
 * reads. The browser's code imports no server code (lint zones forbid it; the router's type is erased), so server/ is
 * not an input of the two Vite builds.
 */
export function buildSteps({ root = projectRoot, clientDir = process.env.CLIENT_DIR ?? 'dist/client' } = {}) {
  const client = path.resolve(root, clientDir);
  // The page renderer sits beside the client build (dist/ssr next to dist/client), where the server looks for it.
  const ssr = path.join(path.dirname(client), 'ssr');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const browserSources = ['src', 'shared', 'game', 'index.html', 'vite.config.ts'];
  return [
    {
      name: 'client',
      label: 'Building the client',
      output: path.join(client, 'index.html'),
      inputs: [...browserSources, 'public', ...TOOLING],
      args: [vite, 'build', '--logLevel', 'warn'],
    },
    {
      // After the client build, which empties the client folder: PNG versions of the catalogue's SVG drawings.
      name: 'raster-art',
      label: 'Drawing the catalogue’s pictures as PNG',
      output: path.join(client, 'images/products/raster-art.json'),
      inputs: ['public/images/products', 'scripts/raster-art.mjs', path.join(client, 'index.html'), ...TOOLING],
      args: [path.join(root, 'scripts/raster-art.mjs')],
    },
    {
      name: 'renderer',
      label: 'Building the page renderer',
      output: path.join(ssr, 'entry-server.js'),
      inputs: [...browserSources, ...TOOLING],
      args: [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
    },
    {
      // Runs after both Vite builds: it reads the client's manifest and writes into the renderer's folder, which the
      // renderer's build empties.
      name: 'route-chunks',
      label: 'Listing each route’s chunks',
      output: path.join(ssr, 'route-chunks.json'),
      inputs: ['src/routes', path.join(client, '.vite/manifest.json'), path.join(ssr, 'entry-server.js'), 'scripts/route-chunks.mjs', ...TOOLING],
      args: [path.join(root, 'scripts/route-chunks.mjs')],
    },
    {
      name: 'server',
      label: 'Building the server',
      output: path.join(root, 'dist/server/index.js'),
      inputs: ['server', 'shared', 'game', 'scripts/build-server.mjs', ...TOOLING],
      args: [path.join(root, 'scripts/build-server.mjs')],
    },
  ];
}

/** The newest file or folder at or below `entry`, with its modification time. */
function newestBelow(entry) {
  const stat = statSync(entry);
  let newest = { file: entry, mtimeMs: stat.mtimeMs };
  if (!stat.isDirectory()) return newest;
  for (const name of readdirSync(entry)) {
    const below = newestBelow(path.join(entry, name));
    if (below.mtimeMs > newest.mtimeMs) newest = below;
  }
  return newest;
}

/**
 * Why a step must run: its output is missing, or an input (a folder counts with everything in it, so a deleted file
 * counts too) changed after it. Undefined when the output is up to date.
 */
export function staleReason(step, root = projectRoot) {
  if (!existsSync(step.output)) return `${path.relative(root, step.output)} is missing`;
  const builtAt = statSync(step.output).mtimeMs;
  for (const input of step.inputs) {
    const at = path.resolve(root, input);
    if (!existsSync(at)) continue;
    const newest = newestBelow(at);
    if (newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} changed`;
  }
  return undefined;
}

/** Runs the steps (only the stale ones with `ifStale`), in order; a failed step ends the process with its status. */
export function build({ ifStale = false, only = [], root = projectRoot } = {}) {
  for (const step of buildSteps({ root })) {
    if (only.length > 0 && !only.includes(step.name)) continue;
    // Checked when the step's turn comes: an earlier step's fresh output makes the later ones that read it stale.
    const reason = ifStale ? staleReason(step, root) : 'requested';
    if (!reason) continue;
    console.log(ifStale ? `${step.label} (${reason})…` : `${step.label}…`);
    const result = spawnSync(process.execPath, step.args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const names = new Set(buildSteps().map((step) => step.name));
  const only = args.filter((arg) => !arg.startsWith('--'));
  const unknown = only.filter((name) => !names.has(name));
  if (unknown.length > 0) {
    console.error(`Unknown build step ${unknown.join(', ')}; the steps are ${[...names].join(', ')}.`);
    process.exit(1);
  }
  build({ ifStale: args.includes('--if-stale'), only });
}
