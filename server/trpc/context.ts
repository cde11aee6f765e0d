import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../services/mailer';
import type { Session, SessionUser } from '../auth/session';

/** What the server process provides once: passed to buildApp and to every procedure through the context. */
export type AppDeps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Injected so tests can move time; defaults to the wall clock. */
  now?: () => Date;
};

/** Cookie writing for auth procedures; a no-op outside HTTP (integration tests that call procedures directly). */
export type CookieJar = {
  setSession: (token: string, session: Session) => void;
  clearSession: () => void;
};

export type Context = {
  db: Database;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  user: SessionUser | null;
  session: Session | null;
  /** The client's address, for rate limits; 'local' when called without HTTP. */
  clientIp: string;
  cookies: CookieJar;
  req?: FastifyRequest;
  res?: FastifyReply;
};
