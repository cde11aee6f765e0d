import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each zone of eslint.config.js, probed by linting a file that does not exist (only its path and one import line): a
// forbidden arrow must be reported, and the arrows the layers rely on must not be, so a zone can be neither dropped
// nor widened unnoticed. The imported files are real (an import that resolves nowhere is not checked).
const root = path.resolve(import.meta.dirname, '../..');

const FORBIDDEN: Array<[from: string, imports: string]> = [
  ['src/lib/probe.ts', '../../server/config'],
  ['game/ui/probe.ts', '../../server/config'],
  ['server/probe.ts', '../src/lib/utils'],
  ['server/services/probe.ts', '../../game/ui/store'],
  ['shared/probe.ts', '../server/config'],
  ['shared/probe.ts', '../src/lib/utils'],
  ['game/engine/probe.ts', '../../shared/money'],
  ['game/engine/probe.ts', '../ui/store'],
  ['src/components/probe.tsx', '@/features/blog/post-card'],
  ['src/lib/probe.ts', '@/routes/__root'],
  ['src/features/shop/probe.tsx', '@/routes/__root'],
  ['src/features/shop/probe.tsx', '@/features/blog/post-card'],
  ['src/features/admin/orders/probe.tsx', '@/features/admin/blog/blog-page'],
  ['src/features/shop/probe.tsx', '@/router'],
  ['src/components/probe.tsx', '@/main'],
  ['game/ui/probe.tsx', '@/entry-server'],
  ['src/components/probe.tsx', '../../game/ui/runtime'],
  ['src/lib/probe.ts', '../../game/ui/panel-store'],
  ['src/features/home/probe.tsx', '../../../game/engine/constants'],
  ['src/routes/probe.tsx', '../../game/render/game-canvas'],
  ['game/ui/probe.tsx', '@/features/home/home-page'],
  ['game/ui/probe.tsx', '@/routes/__root'],
  ['game/render/probe.tsx', '@/features/blog/post-card'],
  ['game/sync/probe.ts', '@/routes/__root'],
  ['server/db/probe.ts', '../services/audit'],
  ['server/db/probe.ts', '../auth/session'],
  ['server/auth/probe.ts', '../services/audit'],
  ['server/auth/probe.ts', '../routers/account'],
  ['server/services/probe.ts', '../routers/account'],
  ['server/services/probe.ts', '../trpc/context'],
  ['server/services/probe.ts', '../http/site-pages'],
  ['server/routers/probe.ts', '../http/site-pages'],
  ['server/probe.ts', '../tests/helpers/callers'],
  ['src/features/shop/probe.tsx', '../../../tests/helpers/callers'],
];

const ALLOWED: Array<[from: string, imports: string]> = [
  ['src/routes/probe.tsx', '@/features/home/home-page'],
  ['src/routes/probe.tsx', '@/router'],
  ['src/routes/probe.tsx', '../../game/ui/game-panel-host'],
  ['src/routes/probe.tsx', '../../game/sync/signed-in-welcome'],
  ['src/features/home/probe.tsx', '../../../game/ui/panel-store'],
  ['src/features/home/probe.tsx', '@/components/ui/button'],
  ['src/features/home/probe.tsx', '@shared/money'],
  ['src/features/admin/orders/probe.tsx', '@/features/admin/shared/admin-table'],
  ['src/components/probe.tsx', '@/lib/utils'],
  ['game/ui/probe.tsx', '@/components/ui/button'],
  ['game/ui/probe.tsx', '../engine/constants'],
  ['game/ui/probe.tsx', '../render/game-canvas'],
  ['game/sync/probe.ts', '@/lib/trpc'],
  ['shared/probe.ts', '../game/engine/constants'],
  ['server/services/probe.ts', '../db/client'],
  ['server/services/probe.ts', '../auth/session'],
  ['server/services/probe.ts', '../../game/engine/constants'],
  ['server/trpc/probe.ts', '../routers/account'],
  ['server/http/probe.ts', '../trpc/context'],
  ['tests/probe.ts', '../server/config'],
];

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first file loads the parser, the plugins and the resolver: seconds on a busy machine, so not in a test's time.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/lib/probe.ts') });
}, 60_000);

/** The zone messages ESLint reports for a file at `from` that imports `imports`. */
async function zoneErrors(from: string, imports: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${imports}';\n`, { filePath: path.join(root, from) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

function importedFileExists(from: string, imports: string): boolean {
  const base = imports.startsWith('@/')
    ? path.join(root, 'src', imports.slice(2))
    : imports.startsWith('@shared/')
      ? path.join(root, 'shared', imports.slice(8))
      : path.resolve(root, path.dirname(from), imports);
  return ['.ts', '.tsx'].some((extension) => existsSync(base + extension));
}

describe('lint zones', () => {
  it.each(FORBIDDEN)('%s may not import %s', async (from, imports) => {
    expect(importedFileExists(from, imports), `${imports} must name a real file for the probe to mean anything`).toBe(true);
    expect(await zoneErrors(from, imports)).not.toEqual([]);
  });

  it.each(ALLOWED)('%s may import %s', async (from, imports) => {
    expect(importedFileExists(from, imports), `${imports} must name a real file for the probe to mean anything`).toBe(true);
    expect(await zoneErrors(from, imports)).toEqual([]);
  });
});
