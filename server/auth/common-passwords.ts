import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root';

// The list and where it comes from are described in scripts/generate-common-passwords.mjs (not a breach corpus:
// the heads of the published lists plus the patterns they are full of). Loaded once, on first use.
const LIST_FILE = path.join(projectRoot, 'server/auth/common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** True for a password on the list. Case is ignored: "Password123" is guessed as quickly as "password123". */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose a different one.';
