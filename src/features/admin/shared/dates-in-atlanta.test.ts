import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every back-office screen shows dates and times one way, in Atlanta's time: through shared/atlanta-time.ts. A date
// formatted on its own (the browser's zone, UTC, another style) is what made one screen read "11/27/2026" and the
// next "Nov 27, 2026".
const ADMIN = path.resolve(__dirname, '..');
const OWN_FORMATTING = /toLocaleDateString|toLocaleTimeString|toUTCString|new Intl\.DateTimeFormat|toLocaleString\((?!'en-US'\))/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('back-office dates', () => {
  it('are all formatted by the Atlanta formatter', () => {
    const offenders = sourceFiles(ADMIN).filter((file) => OWN_FORMATTING.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(ADMIN, file))).toEqual([]);
  });
});
