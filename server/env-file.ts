import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment with the variables of a `.env` file in the working folder added, when there is one (as
 * `node --env-file-if-exists` would): a variable set in the shell wins over the file, so a one-off
 * `PORT=4000 npm start` still works beside a `.env`.
 */
export function withEnvFile(env: NodeJS.ProcessEnv, file = path.resolve('.env')): NodeJS.ProcessEnv {
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}
