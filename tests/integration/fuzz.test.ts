import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/router';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { databaseFingerprint } from '../helpers/db-fingerprint';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { inputFor } from './fuzz/arbitraries';

// Every procedure of the router, called as every role with generated inputs: values shaped by its own schema,
// limits and one past them, wrong types, huge strings, NUL and odd Unicode. Whatever comes in, the answer is never
// a 5xx, never slow, never a stack trace, and a refused call leaves the database exactly as it was.
const SEED = 20261122;
const RUNS_PER_PROCEDURE_AND_ROLE = 6;
const SLOW_MS = 500;
const NOW = new Date('2026-11-22T15:00:00Z');
const STACK_TRACE = /\n\s+at |\.ts:\d+|node_modules/;

type ProcedureDef = { type: 'query' | 'mutation' | 'subscription'; inputs: { _zod: { def: Record<string, unknown> & { type: string } } }[] };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>)
  .map(([path, procedure]) => ({ path, type: procedure._def.type, inputs: procedure._def.inputs }))
  .sort((a, b) => a.path.localeCompare(b.path));

const ROLES = ['anonymous', 'member', 'moderator', 'admin'] as const;
type RoleName = (typeof ROLES)[number];

let database: TestDatabase;
const actors: Record<RoleName, TestActor> = { anonymous: null, member: null, moderator: null, admin: null };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  actors.member = await createActor(database.db, ['user']);
  actors.moderator = await createActor(database.db, ['moderator', 'user']);
  actors.admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

function procedureOf(caller: unknown, path: string) {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
}

describe('fuzzing every procedure as every role', () => {
  it('never answers 5xx, slowly, with a stack trace, or with a change from a refused call', async () => {
    const statuses = new Map<string, number>();
    const problems: string[] = [];
    let requests = 0;
    let slowest = { ms: 0, path: '' };
    let fingerprint = await databaseFingerprint(database.db);

    for (const [index, procedure] of procedures.entries()) {
      for (const role of ROLES) {
        const caller = callerFor(database.db, actors[role], { now: () => NOW, clientIp: `10.9.${index % 250}.${ROLES.indexOf(role) + 1}` });
        const call = procedureOf(caller, procedure.path);
        const samples = fc.sample(inputFor(procedure.inputs), { seed: SEED + index * 7 + ROLES.indexOf(role), numRuns: RUNS_PER_PROCEDURE_AND_ROLE });
        for (const input of samples) {
          requests += 1;
          const started = performance.now();
          let code = 'OK';
          let message = '';
          try {
            await call(input);
          } catch (error) {
            code = error instanceof TRPCError ? error.code : 'NON_TRPC_ERROR';
            message = error instanceof Error ? error.message : String(error);
          }
          let ms = performance.now() - started;
          // A slow answer is measured once more: a busy machine can pause any call, a slow handler is slow twice.
          if (ms > SLOW_MS) {
            const again = performance.now();
            await call(input).catch(() => undefined);
            ms = Math.min(ms, performance.now() - again);
          }
          statuses.set(code, (statuses.get(code) ?? 0) + 1);
          if (ms > slowest.ms) slowest = { ms, path: procedure.path };
          const where = `${procedure.path} as ${role} with ${JSON.stringify(input)?.slice(0, 200)}`;
          if (code === 'INTERNAL_SERVER_ERROR' || code === 'NON_TRPC_ERROR') problems.push(`${code} from ${where}: ${message.slice(0, 200)}`);
          if (ms > SLOW_MS) problems.push(`${ms.toFixed(0)} ms for ${where}`);
          if (STACK_TRACE.test(message)) problems.push(`stack trace in the message of ${where}`);
          if (procedure.type === 'mutation') {
            const after = await databaseFingerprint(database.db);
            if (code !== 'OK') {
              const changed = Object.keys(after).filter((table) => after[table] !== fingerprint[table]);
              if (changed.length > 0) problems.push(`refused ${where} changed ${changed.join(', ')}`);
            }
            fingerprint = after;
          }
        }
      }
    }

    const byStatus = [...statuses.entries()].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`);
    console.log(
      `fuzz (${database.kind}): ${requests} requests over ${procedures.length} procedures x ${ROLES.length} roles; ` +
        `statuses: ${byStatus.join(', ')}; slowest ${slowest.ms.toFixed(1)} ms (${slowest.path})`,
    );
    expect(problems).toEqual([]);
  }, 240_000);
});
