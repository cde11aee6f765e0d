import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/router';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { accessTable } from './access';
import type { Access } from './access/types';

// Enumerates the whole router: every procedure must have a row in ./access, and every caller must get exactly
// what its row says. Calls carry no input, so an allowed caller fails input validation (or runs harmlessly on this
// throwaway database), while a refused one is stopped by its procedure builder before input is even read.
type ActorName = 'anonymous' | 'user' | 'moderator' | 'admin';
const ALLOWED: Record<Access, ActorName[]> = {
  public: ['anonymous', 'user', 'moderator', 'admin'],
  member: ['user', 'moderator', 'admin'],
  staff: ['moderator', 'admin'],
  admin: ['admin'],
};

const procedurePaths = Object.keys(appRouter._def.procedures).sort();

let database: TestDatabase;
const actors: Partial<Record<ActorName, TestActor>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  actors.anonymous = null;
  actors.user = await createActor(database.db, ['user']);
  actors.moderator = await createActor(database.db, ['moderator', 'user']);
  actors.admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

async function errorCodeOf(path: string, actor: TestActor): Promise<string | null> {
  const caller: unknown = callerFor(database.db, actor);
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  try {
    await (procedure as (input?: unknown) => Promise<unknown>)(undefined);
    return null;
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'NON_TRPC_ERROR';
  }
}

describe('authorization', () => {
  it('has a row for every procedure and no row for a procedure that does not exist', () => {
    expect(procedurePaths.filter((p) => !(p in accessTable))).toEqual([]);
    expect(Object.keys(accessTable).filter((p) => !procedurePaths.includes(p))).toEqual([]);
  });

  it.each(procedurePaths)('%s gives each role what its row says', async (path) => {
    const access = accessTable[path];
    expect(access, `no access row for ${path}`).toBeDefined();
    for (const name of ['anonymous', 'user', 'moderator', 'admin'] as const) {
      const code = await errorCodeOf(path, actors[name] ?? null);
      if (ALLOWED[access!].includes(name)) {
        expect(['UNAUTHORIZED', 'FORBIDDEN'], `${name} should reach ${path}`).not.toContain(code);
      } else {
        expect(code, `${name} must be refused by ${path}`).toBe(name === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    }
  });
});
