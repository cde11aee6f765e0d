import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSteps, staleReason } from '../../scripts/build.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'src/main.tsx',
  'src/routes/index.tsx',
  'shared/money.ts',
  'game/engine/state.ts',
  'server/index.ts',
  'public/favicon.svg',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/route-chunks.mjs',
  'scripts/raster-art.mjs',
  'public/images/products/cone.svg',
];
// Written in the order the build writes them, a second apart, all after the sources.
const OUTPUTS = [
  'dist/client/.vite/manifest.json',
  'dist/client/index.html',
  'dist/client/images/products/raster-art.json',
  'dist/ssr/entry-server.js',
  'dist/ssr/route-chunks.json',
  'dist/server/index.js',
];
const SOURCES_AT = new Date('2026-11-01T10:00:00Z');
const BUILT_AT = new Date('2026-11-02T10:00:00Z');

let root;
const touch = (file, at) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, at, at);
  // A folder's own time moves when a file is added or removed in it; the fixture starts with every folder old.
  for (let dir = path.dirname(full); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) utimesSync(dir, SOURCES_AT, SOURCES_AT);
};
const staleSteps = () =>
  buildSteps({ root, clientDir: 'dist/client' })
    .filter((step) => staleReason(step, root))
    .map((step) => step.name);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-staleness-'));
  for (const file of SOURCES) touch(file, SOURCES_AT);
  OUTPUTS.forEach((file, i) => touch(file, new Date(BUILT_AT.getTime() + i * 1000)));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build’s staleness', () => {
  it('finds nothing to do when every output is newer than every input', () => {
    expect(staleSteps()).toEqual([]);
  });

  it('rebuilds the client, the page renderer and the server after a file under shared/ changes', () => {
    touch('shared/money.ts', new Date('2026-11-03T10:00:00Z'));
    expect(staleSteps()).toEqual(['client', 'renderer', 'server']);
    expect(staleReason(buildSteps({ root })[0], root)).toBe(`${path.join('shared', 'money.ts')} changed`);
  });

  it('counts a file added under a source folder, and the lock file that pins the packages', () => {
    touch('server/routers/new-router.ts', new Date('2026-11-03T10:00:00Z'));
    expect(staleSteps()).toEqual(['server']);
    touch('package-lock.json', new Date('2026-11-03T10:00:00Z'));
    expect(staleSteps()).toEqual(['client', 'raster-art', 'renderer', 'route-chunks', 'server']);
  });

  it('draws the catalogue’s PNG pictures again after the client build, which empties the client folder, or a drawing changed', () => {
    rmSync(path.join(root, 'dist/client/images/products/raster-art.json'));
    expect(staleSteps()).toEqual(['raster-art']);
    touch('dist/client/images/products/raster-art.json', BUILT_AT);
    touch('public/images/products/cone.svg', new Date('2026-11-03T10:00:00Z'));
    expect(staleSteps()).toEqual(['client', 'raster-art']);
  });

  it('lists the routes’ chunks again after the page renderer is rebuilt, which empties its folder', () => {
    rmSync(path.join(root, 'dist/ssr/route-chunks.json'));
    expect(staleSteps()).toEqual(['route-chunks']);
  });

  it('takes every file the repository tracks as an input of a step, or as one no build reads', () => {
    // What the server reads from disk at run time (migrations), tooling around the code, and prose.
    // patches/ changes installed packages (npm ci applies it); the server bundle keeps packages external.
    const NOT_BUILT = ['.ci', '.env.example', '.gitignore', '.prettierignore', '.prettierrc.json', 'README.md', 'docs', 'drizzle', 'patches'];
    const NOT_BUILT_FILES = /^(tests\/|scripts\/(?!build\.mjs|build-server\.mjs|route-chunks\.mjs)|[^/]+\.config\.(ts|js)$|knip\.json$)/;
    const inputs = new Set(buildSteps().flatMap((step) => step.inputs));
    const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
    const unclaimed = tracked.filter(
      (file) =>
        !NOT_BUILT.includes(file.split('/')[0]) && !NOT_BUILT_FILES.test(file) && ![...inputs].some((input) => file === input || file.startsWith(`${input}/`)),
    );
    expect(unclaimed).toEqual([]);
  });
});
