import type { RemoteImageFetcher } from '../services/remote-image';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppCaches } from '../services/app-caches';
import type { GameGuestCookie } from '../services/game-guests';
import type { InvalidationBus } from '../services/invalidation-bus';
import type { MailWorker } from '../services/mail-outbox';
import type { Mailer } from '../services/mailer';
import type { Session, SessionUser } from '../auth/session';
import type { PageRenderModule } from '../http/site-pages';

/** What the server process provides once: passed to buildApp and to every procedure through the context. */
export type AppDeps = {
  db: Database;
  config: Config;
  /** The transport the outbox delivers through (SMTP, or the mail folder). */
  mailer: Mailer;
  /**
   * The background outbox worker (server/index.ts starts one). Without it, a request that queued mail delivers the
   * outbox itself right after its commit, which is what tests and the two-instance check want.
   */
  mailWorker?: MailWorker;
  /** Tells every instance what content changed; in-process when not given (one instance, the embedded database). */
  bus?: InvalidationBus;
  /** Injected so tests can move time; defaults to the wall clock. */
  now?: () => Date;
  /** The server's page renderer; defaults to the built one beside the client build. Tests load it from source. */
  loadPageRenderer?: () => Promise<PageRenderModule | null>;
  /** How the back office fetches an outside image address; the internet by default. Tests serve images locally. */
  imageFetcher?: RemoteImageFetcher;
};

/** Cookie writing for auth procedures; a no-op outside HTTP (integration tests that call procedures directly). */
export type CookieJar = {
  setSession: (token: string, session: Session) => void;
  clearSession: () => void;
};

/** Answers of queries made while rendering one page, kept for that render only. */
export type SharedReads = Map<string, Promise<unknown>>;

export type Context = {
  db: Database;
  config: Config;
  /**
   * Call after the transaction that queued mail (queueMail) has committed: wakes the outbox worker, or delivers
   * the outbox at once when there is no worker.
   */
  mailQueued: () => Promise<void>;
  /**
   * Hands over work whose duration must not show in the answer (whether an address has an account): the server runs
   * it once the answer has gone out. Tests run it before the call returns, as mailQueued delivers at once there.
   */
  afterAnswer: (work: () => Promise<void>) => Promise<void>;
  bus: InvalidationBus;
  caches: AppCaches;
  now: () => Date;
  user: SessionUser | null;
  session: Session | null;
  /** The client's address, for rate limits; 'local' when called without HTTP. */
  clientIp: string;
  cookies: CookieJar;
  /** The guest game's cookie; absent outside HTTP unless a test gives one. */
  gameGuest?: GameGuestCookie;
  /**
   * The public reads of one server render of a page, by procedure and input: the page's head and its route loaders
   * ask some of the same ones (/shop's products), and each is read once. Absent everywhere else.
   */
  sharedReads?: SharedReads;
  req?: FastifyRequest;
  res?: FastifyReply;
};
