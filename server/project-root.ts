import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from this module: the same answer whether the server runs
 * from its TypeScript sources (server/...) or from the compiled bundle (dist/server/index.js).
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project folder (no package.json above the server)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
