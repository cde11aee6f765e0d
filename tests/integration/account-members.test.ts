import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../server/auth/common-passwords';
import { validateSessionToken } from '../../server/auth/session';
import { emailTokens, profiles, rateLimits, sessions, users } from '../../server/db/schema';
import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS } from '../../server/routers/account';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PASSWORD = 'spun sugar on a sunny day';
const HOUR = 60 * 60 * 1000;
let ipCounter = 0;
/** A client address of its own per test, so the per-client limits of one test do not touch another. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function linkToken(mailer: MemoryMailer, to: string, path: '/auth/confirm' | '/reset-password'): string {
  const message = [...mailer.sent].reverse().find((m) => m.to === to && m.text.includes(path));
  const match = message?.text.match(/token=([a-z0-9]+)/);
  if (!match?.[1]) throw new Error(`no ${path} link sent to ${to}`);
  return match[1];
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The member a session cookie stands for, as the HTTP context would build it. */
async function actorFrom(token: string): Promise<NonNullable<TestActor>> {
  const validation = await validateSessionToken(database.db, token);
  if (!validation) throw new Error('session token is not valid');
  return { user: validation.user, session: validation.session, token };
}

async function signUpAndConfirm(email: string, password = PASSWORD) {
  const mailer = new MemoryMailer();
  const visitor = callerFor(database.db, null, { mailer, clientIp: freshIp() });
  await visitor.account.signUp({ email, password });
  const confirmer = callerFor(database.db, null, { mailer });
  const { user } = await confirmer.account.confirmEmail({ token: linkToken(mailer, email, '/auth/confirm') });
  return { user, token: confirmer.cookieLog.set[0]!, mailer };
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed account with the default profile and mails a 24-hour confirmation link, storing only its hash', async () => {
    const mailer = new MemoryMailer();
    const email = uniqueEmail('Sunny.Day');
    const caller = callerFor(database.db, null, { mailer, clientIp: freshIp() });
    expect(await caller.account.signUp({ email: `  ${email.toUpperCase()} `, password: PASSWORD })).toEqual({ status: 'confirmation_sent' });
    // No session until the address is confirmed.
    expect(caller.cookieLog.set).toHaveLength(0);

    const [user] = await database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.emailVerifiedAt).toBeNull();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      displayName: email.split('@')[0]!.toLowerCase(),
      businessName: 'Cotton Candy Empire',
      totalCoins: 0,
      totalScore: 0,
      customersServed: 0,
      businessLevel: 1,
      businessReputation: 0,
    });

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe('Confirm your email for Drip Cotton Candy');
    expect(mailer.sent[0]!.text).toContain('http://localhost:3000/auth/confirm?token=');
    const token = linkToken(mailer, email.toLowerCase(), '/auth/confirm');
    const [stored] = await database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(stored!.purpose).toBe('confirm_email');
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it('confirms the address with the link, signs the member in, and refuses the link a second time', async () => {
    const email = uniqueEmail('confirm');
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.signUp({ email, password: PASSWORD });
    const token = linkToken(mailer, email, '/auth/confirm');

    const confirmer = callerFor(database.db, null, { mailer });
    const { user } = await confirmer.account.confirmEmail({ token });
    expect(user).toMatchObject({ email, emailVerified: true, roles: ['user'] });
    expect(confirmer.cookieLog.set).toHaveLength(1);
    const session = await validateSessionToken(database.db, confirmer.cookieLog.set[0]!);
    expect(session?.user.email).toBe(email);

    const again = await errorOf(callerFor(database.db, null).account.confirmEmail({ token }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe('This confirmation link has already been used. Please sign in with your email and password.');
  });

  it('refuses an expired confirmation link and changes nothing', async () => {
    const email = uniqueEmail('late');
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.signUp({ email, password: PASSWORD });
    const token = linkToken(mailer, email, '/auth/confirm');
    const tomorrow = new Date(Date.now() + 24 * HOUR + 60_000);
    const caller = callerFor(database.db, null, { now: () => tomorrow });
    const error = await errorOf(caller.account.confirmEmail({ token }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/expired/);
    expect(caller.cookieLog.set).toHaveLength(0);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('counts only failed links per client: one connection confirms a dozen real accounts, and the eleventh guess is refused', async () => {
    const school = freshIp();
    for (let i = 0; i < 12; i += 1) {
      const mailer = new MemoryMailer();
      const email = uniqueEmail(`class-${i}`);
      await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.signUp({ email, password: PASSWORD });
      const token = linkToken(mailer, email, '/auth/confirm');
      const { user } = await callerFor(database.db, null, { mailer, clientIp: school }).account.confirmEmail({ token });
      expect(user.email).toBe(email);
    }
    const guesser = freshIp();
    const guess = () => errorOf(callerFor(database.db, null, { clientIp: guesser }).account.confirmEmail({ token: 'a'.repeat(39) }));
    for (let i = 0; i < 10; i += 1) expect((await guess()).code).toBe('BAD_REQUEST');
    expect((await guess()).code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a made-up or malformed link', async () => {
    const unknown = await errorOf(callerFor(database.db, null).account.confirmEmail({ token: 'a'.repeat(39) }));
    expect(unknown.code).toBe('BAD_REQUEST');
    expect(unknown.message).toBe('This confirmation link is not valid. Please use the link from your latest email.');
    const malformed = await errorOf(callerFor(database.db, null).account.confirmEmail({ token: 'x; drop table users' }));
    expect(malformed.code).toBe('BAD_REQUEST');
  });

  it('refuses a bad email, a short password and a common password with field messages, creating nothing', async () => {
    const caller = callerFor(database.db, null, { clientIp: freshIp() });
    const before = (await database.db.select().from(users)).length;
    const badEmail = await errorOf(caller.account.signUp({ email: 'not-an-email', password: PASSWORD }));
    expect(badEmail.code).toBe('BAD_REQUEST');
    expect(badEmail.message).toContain('Please enter a valid email address');
    const short = await errorOf(caller.account.signUp({ email: uniqueEmail('short'), password: 'seven77' }));
    expect(short.message).toContain('Password must be at least 8 characters');
    const long = await errorOf(caller.account.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(129) }));
    expect(long.message).toContain('Password must be at most 128 characters');
    for (const common of ['password123', 'Password1', 'qwertyuiop', '12345678', 'iloveyou1', 'cottoncandy1']) {
      const error = await errorOf(caller.account.signUp({ email: uniqueEmail('common'), password: common }));
      expect(error.message, common).toContain('This password is too common');
    }
    expect((await database.db.select().from(users)).length).toBe(before);
  });

  it('accepts a 64-character passphrase without composition rules', async () => {
    const passphrase = 'the cotton candy machine hums while the sun sets over atlanta ok';
    expect(passphrase).toHaveLength(64);
    const email = uniqueEmail('phrase');
    const { user } = await signUpAndConfirm(email, passphrase);
    expect(user.email).toBe(email);
    const { user: signedIn } = await callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email, password: passphrase });
    expect(signedIn.id).toBe(user.id);
  });

  it('answers a sign-up with an existing address the same way, mails the owner a note, and keeps the account as it was', async () => {
    const email = uniqueEmail('taken');
    const { user } = await signUpAndConfirm(email);
    const [before] = await database.db.select().from(users).where(eq(users.id, user.id));
    const mailer = new MemoryMailer();
    const result = await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.signUp({ email, password: 'another good password' });
    expect(result).toEqual({ status: 'confirmation_sent' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe('You already have a Drip Cotton Candy account');
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('keeps an unconfirmed member out and sends a fresh link when they sign in with the right password', async () => {
    const email = uniqueEmail('pending');
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.signUp({ email, password: PASSWORD });
    const caller = callerFor(database.db, null, { mailer, clientIp: freshIp() });
    const error = await errorOf(caller.account.signIn({ email, password: PASSWORD }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(EMAIL_NOT_CONFIRMED);
    expect(caller.cookieLog.set).toHaveLength(0);
    expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
    // The wrong password still gets the one message for everything.
    const wrong = await errorOf(caller.account.signIn({ email, password: 'not the password at all' }));
    expect(wrong.message).toBe(INVALID_CREDENTIALS);
  });
});

describe('sign-in', () => {
  it('gives a new session token on every sign-in and ends the browser’s earlier session', async () => {
    const email = uniqueEmail('tokens');
    const { token: first } = await signUpAndConfirm(email);
    const actor = await actorFrom(first);
    const caller = callerFor(database.db, actor, { clientIp: freshIp() });
    await caller.account.signIn({ email, password: PASSWORD });
    const second = caller.cookieLog.set[0]!;
    expect(second).not.toBe(first);
    expect(await validateSessionToken(database.db, first)).toBeNull();
    expect(await validateSessionToken(database.db, second)).not.toBeNull();
  });

  it('answers an unknown address and a wrong password with the same message', async () => {
    const email = uniqueEmail('known');
    await signUpAndConfirm(email);
    const unknown = await errorOf(callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email: uniqueEmail('nobody'), password: PASSWORD }));
    const wrong = await errorOf(callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email, password: 'wrong password here' }));
    expect(unknown.code).toBe('UNAUTHORIZED');
    expect(wrong.code).toBe('UNAUTHORIZED');
    expect(unknown.message).toBe(INVALID_CREDENTIALS);
    expect(wrong.message).toBe(INVALID_CREDENTIALS);
  });

  it("stops an attacker's address after 5 wrong passwords for one account, while the owner signs in from elsewhere", async () => {
    const email = uniqueEmail('guessed');
    await signUpAndConfirm(email);
    const start = new Date();
    const attackerIp = freshIp();
    const attacker = () => callerFor(database.db, null, { clientIp: attackerIp, now: () => start });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const error = await errorOf(attacker().account.signIn({ email, password: `guess number ${attempt}` }));
      expect(error.code).toBe('UNAUTHORIZED');
    }
    // The attacker's address is stopped for this account, even when it finally sends the right password...
    const blocked = await errorOf(attacker().account.signIn({ email, password: PASSWORD }));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect((await errorOf(attacker().account.signIn({ email: email.toUpperCase(), password: 'another guess' }))).code).toBe('TOO_MANY_REQUESTS');

    // ...but the owner, at home on another address, signs in at once, and a wrong try there is an ordinary failure.
    const home = freshIp();
    expect((await errorOf(callerFor(database.db, null, { clientIp: home, now: () => start }).account.signIn({ email, password: 'typo password' }))).code).toBe(
      'UNAUTHORIZED',
    );
    const owner = callerFor(database.db, null, { clientIp: home, now: () => start });
    await owner.account.signIn({ email, password: PASSWORD });
    expect(owner.cookieLog.set).toHaveLength(1);

    // Once the window has passed, the attacker's address is back to ordinary failures.
    const later = new Date(start.getTime() + 15 * 60 * 1000 + 1000);
    const retry = await errorOf(callerFor(database.db, null, { clientIp: attackerIp, now: () => later }).account.signIn({ email, password: 'guess again' }));
    expect(retry.code).toBe('UNAUTHORIZED');
  });

  it('a password reset clears the failed sign-ins counted against the account from every address', async () => {
    const email = uniqueEmail('reset-after-guesses');
    await signUpAndConfirm(email);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await errorOf(callerFor(database.db, null, { clientIp: ip }).account.signIn({ email, password: `guess ${attempt}` }));
    expect((await errorOf(callerFor(database.db, null, { clientIp: ip }).account.signIn({ email, password: PASSWORD }))).code).toBe('TOO_MANY_REQUESTS');
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer }).account.requestPasswordReset({ email });
    const token = /token=([a-z0-9]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await callerFor(database.db, null).account.resetPassword({ token, password: 'a brand new passphrase' });
    const caller = callerFor(database.db, null, { clientIp: ip });
    await caller.account.signIn({ email, password: 'a brand new passphrase' });
    expect(caller.cookieLog.set).toHaveLength(1);
  });

  it('limits failed sign-ins to 20 per client address across many emails', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const error = await errorOf(callerFor(database.db, null, { clientIp: ip }).account.signIn({ email: uniqueEmail('spray'), password: 'password guess' }));
      expect(error.code).toBe('UNAUTHORIZED');
    }
    const blocked = await errorOf(callerFor(database.db, null, { clientIp: ip }).account.signIn({ email: uniqueEmail('spray'), password: 'password guess' }));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    // Another client is not affected.
    const other = await errorOf(
      callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email: uniqueEmail('spray'), password: 'password guess' }),
    );
    expect(other.code).toBe('UNAUTHORIZED');
  });

  it('does not count successful sign-ins against the client, so a shared connection keeps working', async () => {
    const email = uniqueEmail('regular');
    await signUpAndConfirm(email);
    const ip = freshIp();
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await callerFor(database.db, null, { clientIp: ip }).account.signIn({ email, password: PASSWORD });
    }
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in:ip:${ip}`));
    expect(row?.count ?? 0).toBe(0);
  });

  it('counts concurrent failures from one address exactly', async () => {
    const email = uniqueEmail('burst');
    await signUpAndConfirm(email);
    const ip = freshIp();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => callerFor(database.db, null, { clientIp: ip }).account.signIn({ email, password: `burst guess ${i}` })),
    );
    const codes = results.map((r) => (r.status === 'rejected' && r.reason instanceof TRPCError ? r.reason.code : 'OK'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(3);
  });
});

describe('sign-out', () => {
  it('ends the server session and clears the cookie', async () => {
    const { token } = await signUpAndConfirm(uniqueEmail('leaving'));
    const actor = await actorFrom(token);
    const caller = callerFor(database.db, actor);
    expect(await caller.account.signOut()).toEqual({ signedOut: true });
    expect(caller.cookieLog.cleared).toBe(1);
    expect(await validateSessionToken(database.db, token)).toBeNull();
  });

  it('refuses a visitor', async () => {
    expect((await errorOf(callerFor(database.db, null).account.signOut())).code).toBe('UNAUTHORIZED');
  });
});

describe('password reset', () => {
  it('mails a one-hour link, sets the new password, ends every other session and signs this browser in', async () => {
    const email = uniqueEmail('forgetful');
    const { token: phoneSession, user } = await signUpAndConfirm(email);
    const laptop = callerFor(database.db, null, { clientIp: freshIp() });
    await laptop.account.signIn({ email, password: PASSWORD });
    const laptopSession = laptop.cookieLog.set[0]!;

    const mailer = new MemoryMailer();
    expect(await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email: email.toUpperCase() })).toEqual({
      status: 'reset_link_sent',
    });
    expect(mailer.sent[0]!.subject).toBe('Reset your Drip Cotton Candy password');
    const token = linkToken(mailer, email, '/reset-password');
    const [stored] = await database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset_password'));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(HOUR);

    const resetter = callerFor(database.db, null);
    const { user: signedIn } = await resetter.account.resetPassword({ token, password: 'a brand new sugar password' });
    expect(signedIn.id).toBe(user.id);
    expect(resetter.cookieLog.set).toHaveLength(1);
    expect(await validateSessionToken(database.db, phoneSession)).toBeNull();
    expect(await validateSessionToken(database.db, laptopSession)).toBeNull();
    expect(await validateSessionToken(database.db, resetter.cookieLog.set[0]!)).not.toBeNull();
    const remaining = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(1);

    expect((await errorOf(callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email, password: PASSWORD }))).message).toBe(
      INVALID_CREDENTIALS,
    );
    await callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email, password: 'a brand new sugar password' });

    const reused = await errorOf(callerFor(database.db, null).account.resetPassword({ token, password: 'yet another password here' }));
    expect(reused.code).toBe('BAD_REQUEST');
    expect(reused.message).toBe('This password reset link has already been used. Please ask for a new one.');
  });

  it('refuses an expired link, a common password and a short one, and keeps the old password', async () => {
    const email = uniqueEmail('slow');
    await signUpAndConfirm(email);
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email });
    const token = linkToken(mailer, email, '/reset-password');

    const common = await errorOf(callerFor(database.db, null).account.resetPassword({ token, password: 'password1234' }));
    expect(common.message).toContain('This password is too common');
    const short = await errorOf(callerFor(database.db, null).account.resetPassword({ token, password: 'short' }));
    expect(short.message).toContain('Password must be at least 8 characters');

    const later = new Date(Date.now() + HOUR + 1000);
    const expired = await errorOf(callerFor(database.db, null, { now: () => later }).account.resetPassword({ token, password: 'a fine new password' }));
    expect(expired.code).toBe('BAD_REQUEST');
    expect(expired.message).toBe('This password reset link has expired. Please ask for a new one.');
    await callerFor(database.db, null, { clientIp: freshIp() }).account.signIn({ email, password: PASSWORD });
  });

  it('says whether a link still works when its page opens, without using it: usable, expired, used, made up', async () => {
    const email = uniqueEmail('checker');
    await signUpAndConfirm(email);
    const mailer = new MemoryMailer();
    await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email });
    const token = linkToken(mailer, email, '/reset-password');
    const visitor = callerFor(database.db, null);

    expect(await visitor.account.resetLinkStatus({ token })).toEqual({ usable: true });
    // Asking twice uses nothing up: the link still sets a password afterwards.
    expect(await visitor.account.resetLinkStatus({ token })).toEqual({ usable: true });
    const later = new Date(Date.now() + HOUR + 1000);
    expect(await callerFor(database.db, null, { now: () => later }).account.resetLinkStatus({ token })).toEqual({
      usable: false,
      message: 'This password reset link has expired. Please ask for a new one.',
    });
    await visitor.account.resetPassword({ token, password: 'a checked new passphrase' });
    expect(await visitor.account.resetLinkStatus({ token })).toEqual({
      usable: false,
      message: 'This password reset link has already been used. Please ask for a new one.',
    });
    expect(await visitor.account.resetLinkStatus({ token: 'x'.repeat(40) })).toEqual({
      usable: false,
      message: 'This password reset link is not valid. Please use the link from your latest email.',
    });
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const mailer = new MemoryMailer();
    expect(await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email: uniqueEmail('ghost') })).toEqual({
      status: 'reset_link_sent',
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers a known and an unknown address alike, doing the same database work, before any work that depends on the account', async () => {
    const email = uniqueEmail('timing');
    await signUpAndConfirm(email);
    const nobody = uniqueEmail('nobody');
    const mailer = new MemoryMailer();
    // Every call the procedure makes on the database before it answers, by method name (select, insert, transaction...).
    const ask = async (address: string) => {
      const calls: string[] = [];
      const handedOver: (() => Promise<void>)[] = [];
      const watched = new Proxy(database.db, {
        get: (target, key, receiver) => {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(String(key));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const visitor = callerFor(watched, null, { mailer, clientIp: freshIp(), afterAnswer: async (work) => void handedOver.push(work) });
      const answer = await visitor.account.requestPasswordReset({ email: address });
      return { answer, calls, handedOver };
    };
    const known = await ask(email);
    const unknown = await ask(nobody);
    expect(known.answer).toEqual(unknown.answer);
    expect(known.calls).toEqual(unknown.calls);
    expect(known.handedOver).toHaveLength(1);
    expect(unknown.handedOver).toHaveLength(1);
    // Nothing that depends on the account happened before the answer: no link yet for the member.
    const [member] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const linksFor = () => database.db.select().from(emailTokens).where(eq(emailTokens.userId, member!.id));
    const before = (await linksFor()).filter((t) => t.purpose === 'reset_password');
    expect(before).toHaveLength(0);

    // The work handed over, run after the answers, mails the member a link and nobody else anything.
    expect(mailer.sent).toHaveLength(0);
    for (const { handedOver } of [known, unknown]) for (const work of handedOver) await work();
    expect((await linksFor()).filter((t) => t.purpose === 'reset_password')).toHaveLength(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([email]);
  });

  it('limits mails with links to 3 per address in 15 minutes (the confirmation counts too)', async () => {
    const email = uniqueEmail('spammed');
    await signUpAndConfirm(email);
    const mailer = new MemoryMailer();
    for (let i = 0; i < 2; i += 1) await callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email });
    const blocked = await errorOf(callerFor(database.db, null, { mailer, clientIp: freshIp() }).account.requestPasswordReset({ email }));
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.message).toBe('Too many password reset requests. Please wait 15 minutes and try again.');
    expect(mailer.sent).toHaveLength(2);
  });

  it('the common-password list refuses what breach lists open with, whatever the case', () => {
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});

describe('account.me', () => {
  it('is null for a visitor and the member for a session', async () => {
    expect(await callerFor(database.db, null).account.me()).toBeNull();
    const actor = await createActor(database.db);
    const me = await callerFor(database.db, actor).account.me();
    expect(me).toMatchObject({ id: actor.user.id, email: actor.user.email, roles: ['user'] });
    expect(me?.createdAt).toBeInstanceOf(Date);
  });
});
