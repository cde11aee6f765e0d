import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../server/auth/bootstrap-admin';
import { COMMON_PASSWORD_MESSAGE } from '../../server/auth/common-passwords';
import { WeakPasswordError } from '../../server/auth/password-policy';
import { findUserByEmail } from '../../server/auth/users';
import { PASSWORD_TOO_SHORT } from '@shared/schemas/account';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The message of a refused call, which must be a 400. */
async function refusedWith(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  return (error as TRPCError).message;
}

const TEN_SPACES = ' '.repeat(10);

describe('one password rule wherever a password is set', () => {
  it('sign-up refuses ten spaces, a short password padded with spaces and a common one padded or capitalised', async () => {
    const cases: [string, string][] = [
      [TEN_SPACES, PASSWORD_TOO_SHORT],
      ['  short7  ', PASSWORD_TOO_SHORT],
      ['\t\n        \n', PASSWORD_TOO_SHORT],
      ['PassWord123', COMMON_PASSWORD_MESSAGE],
      ['  password1  ', COMMON_PASSWORD_MESSAGE],
    ];
    for (const [password, message] of cases) {
      const email = uniqueEmail('weak');
      expect(await refusedWith(callerFor(database.db, null).account.signUp({ email, password }))).toBe(`password: ${message}`);
      expect(await findUserByEmail(database.db, email)).toBeFalsy();
    }
  });

  it('sign-up keeps a passphrase with spaces inside exactly as typed', async () => {
    const email = uniqueEmail('phrase');
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer }).account.signUp({ email, password: ' fluffy pink cloud ' });
    expect(await findUserByEmail(database.db, email)).toBeTruthy();
  });

  it("the back office's Add User refuses `password`, ten spaces, and accepts a good one", async () => {
    const admin = callerFor(database.db, await createActor(database.db, ['admin', 'user']));
    for (const [password, message] of [
      ['password', COMMON_PASSWORD_MESSAGE],
      ['Password', COMMON_PASSWORD_MESSAGE],
      [TEN_SPACES, PASSWORD_TOO_SHORT],
    ] as const) {
      const email = uniqueEmail('added');
      expect(await refusedWith(admin.admin.users.create({ email, password }))).toBe(`password: ${message}`);
      expect(await findUserByEmail(database.db, email)).toBeFalsy();
    }
    const created = await admin.admin.users.create({ email: uniqueEmail('added'), password: 'a long enough password' });
    expect(created.email).toMatch(/^added-/);
  });

  it('a reset link cannot set ten spaces or a common password', async () => {
    const member = await createActor(database.db);
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer }).account.requestPasswordReset({ email: member.user.email });
    const token = /token=([a-z0-9]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    expect(await refusedWith(callerFor(database.db, null).account.resetPassword({ token, password: TEN_SPACES }))).toBe(`password: ${PASSWORD_TOO_SHORT}`);
    expect(await refusedWith(callerFor(database.db, null).account.resetPassword({ token, password: 'qwertyuiop' }))).toBe(
      `password: ${COMMON_PASSWORD_MESSAGE}`,
    );
  });

  it('the bootstrap admin and the create-admin command (grantAdmin) refuse the same passwords', async () => {
    for (const [password, problem] of [
      ['password', COMMON_PASSWORD_MESSAGE],
      [TEN_SPACES, PASSWORD_TOO_SHORT],
      ['admin123', COMMON_PASSWORD_MESSAGE],
    ] as const) {
      const email = uniqueEmail('boss');
      const refusal = await grantAdmin(database.db, email, password).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(WeakPasswordError);
      expect((refusal as WeakPasswordError).message).toBe(problem);
      expect(await findUserByEmail(database.db, email)).toBeFalsy();
    }
    expect(await grantAdmin(database.db, uniqueEmail('boss'), 'e2e admin password 42')).toBe('created');
  });
});
