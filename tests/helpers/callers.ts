import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { Role } from '../../server/db/schema';
import { createSession, getRoles, type SessionUser, type Session } from '../../server/auth/session';
import { createUser } from '../../server/auth/users';
import { createAppCaches, type AppCaches } from '../../server/services/app-caches';
import { createLocalBus, type InvalidationBus } from '../../server/services/invalidation-bus';
import { drainOutbox } from '../../server/services/mail-outbox';
import { MemoryMailer, type Mailer } from '../../server/services/mailer';
import type { GameGuestCookie } from '../../server/services/game-guests';
import type { Context } from '../../server/trpc/context';
import { createCallerFactory } from '../../server/trpc/init';
import { appRouter } from '../../server/trpc/router';

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '.tmp/test-data',
  PUBLIC_URL: 'http://localhost:3000',
});

const createCaller = createCallerFactory(appRouter);

export type TestActor = { user: SessionUser; session: Session; token: string } | null;

let counter = 0;
/** Creates a signed-in member with the given roles (a plain member by default), with a real session row. */
export async function createActor(db: Database, roles: Role[] = ['user'], email?: string): Promise<NonNullable<TestActor>> {
  counter += 1;
  const address = email ?? `${roles.join('-') || 'noroles'}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await createUser(db, { email: address, password: 'correct horse battery', roles, emailVerified: true });
  const { token, session } = await createSession(db, created.id);
  return { user: { id: created.id, email: created.email, emailVerified: true, roles: await getRoles(db, created.id) }, session, token };
}

let callerCount = 0;
/**
 * A made-up address per caller (from the IPv6 documentation range, so it never meets an address a test picks), so each
 * test caller is its own client: public writes are limited per client address, and callers sharing one address would
 * use up each other's allowance.
 */
export function uniqueClientIp(): string {
  callerCount += 1;
  return `2001:db8::${callerCount.toString(16)}`;
}

export type CallerOptions = {
  bus?: InvalidationBus;
  caches?: AppCaches;
  mailer?: Mailer;
  now?: () => Date;
  clientIp?: string;
  /** What becomes of work a procedure hands over for after its answer; by default it runs before the call returns. */
  afterAnswer?: Context['afterAnswer'];
  /** The server's configuration (the test one by default), e.g. with card payments set up. */
  config?: Config;
  /** The browser's guest-game cookie (see guestCookieJar): share one between callers to be one browser. */
  gameGuest?: GameGuestCookie;
  /** What waking the outbox worker does; by default it delivers what is due to `mailer` before the call returns. */
  mailQueued?: Context['mailQueued'];
};

/** A browser's guest-game cookie as a test holds it: the token the server last set, gone when it clears it. */
export function guestCookieJar(token?: string): GameGuestCookie & { expires: Date | null } {
  const jar = {
    token,
    expires: null as Date | null,
    set: (value: string, expires: Date) => {
      jar.token = value;
      jar.expires = expires;
    },
    clear: () => {
      jar.token = undefined;
      jar.expires = null;
    },
  };
  return jar;
}

/** A caller of the whole router as `actor` (null: an anonymous visitor), without HTTP. */
export function callerFor(db: Database, actor: TestActor, options: CallerOptions = {}) {
  const cookieLog: { set: string[]; cleared: number } = { set: [], cleared: 0 };
  const mailer = options.mailer ?? new MemoryMailer();
  const now = options.now ?? (() => new Date());
  const bus = options.bus ?? createLocalBus();
  const context: Context = {
    db,
    config: options.config ?? testConfig,
    // Delivered right after the commit, so a test reads the mail as soon as the call returns.
    mailQueued:
      options.mailQueued ??
      (async () => {
        await drainOutbox(db, mailer, { now });
      }),
    afterAnswer: options.afterAnswer ?? ((work) => work()),
    bus,
    caches: options.caches ?? createAppCaches(bus),
    now,
    user: actor?.user ?? null,
    session: actor?.session ?? null,
    clientIp: options.clientIp ?? uniqueClientIp(),
    cookies: {
      setSession: (token) => cookieLog.set.push(token),
      clearSession: () => {
        cookieLog.cleared += 1;
      },
    },
    gameGuest: options.gameGuest,
  };
  const caller = createCaller(context);
  const extras = { cookieLog, context };
  // The caller is a proxy that treats every property as a procedure path, so the extras are served in front of it.
  return new Proxy(caller, {
    get: (target, key, receiver) => (key in extras ? extras[key as keyof typeof extras] : Reflect.get(target, key, receiver)),
  }) as typeof caller & typeof extras;
}
