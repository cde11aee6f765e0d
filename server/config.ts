import path from 'node:path';
import { z } from 'zod';
import { withEnvFile } from './env-file';
import { DEFAULT_HOST, DEFAULT_PORT } from './listen-address';

// Every environment variable the server reads, parsed once at start-up. Defaults run on a fresh machine.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const milliseconds = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

// Browsers open about six connections to a site; a household or an office behind one address opens a few dozen.
const MAX_CONNECTIONS_PER_ADDRESS = 64;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default(DEFAULT_HOST),
    PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().default('data'),
    UPLOAD_DIR: optionalString,
    CLIENT_DIR: z.string().default('dist/client'),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Drip Cotton Candy <hello@dripcottoncandy.com>'),
    MAIL_DIR: optionalString,
    // Site-wide ceiling on confirmations anyone can trigger for any address (form confirmations, newsletter welcomes)
    // per hour; past it they are held for staff at /admin/mail. Mail the business owes is never counted or held.
    MAIL_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    SEED: z.enum(['true', 'false']).default('true'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    REQUEST_TIMEOUT_MS: milliseconds(60_000),
    IDLE_TIMEOUT_MS: milliseconds(30_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
    MAX_CONNECTIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(4096)),
    MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
        .optional(),
    ),
    STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    // For `npm run bench:http` alone: every page is rendered for every request, as after a staff change.
    BENCH_UNCACHED_PAGES: z.enum(['true', 'false']).default('false'),
  })
  // One key without the other would take card orders that are never marked paid, or verify events for no account.
  .refine((e) => Boolean(e.STRIPE_SECRET_KEY) === Boolean(e.STRIPE_WEBHOOK_SECRET), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
  })
  .transform((e) => {
    const dataDir = path.resolve(e.DATA_DIR);
    const clientDir = path.resolve(e.CLIENT_DIR);
    return {
      nodeEnv: e.NODE_ENV,
      host: e.HOST,
      port: e.PORT,
      databaseUrl: e.DATABASE_URL,
      dataDir,
      uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
      /** The built client (vite build's output) that the server serves. */
      clientDir,
      /** The server's page renderer (vite build --ssr), beside the client build: dist/ssr next to dist/client. */
      ssrDir: path.join(path.dirname(clientDir), 'ssr'),
      mailDir: path.resolve(e.MAIL_DIR ?? path.join(dataDir, 'mail')),
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
      adminPassword: e.ADMIN_PASSWORD,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      /**
       * Site-wide ceiling on confirmations that anyone can trigger for any address (form confirmations, newsletter
       * welcomes) per hour; past it they are held for staff. Mail the business owes is never counted or held.
       */
      mailConfirmationsPerHour: e.MAIL_CONFIRMATIONS_PER_HOUR,
      logLevel: e.LOG_LEVEL,
      seed: e.SEED === 'true',
      /** Behind a reverse proxy, take the client address from X-Forwarded-For; otherwise anyone could forge it. */
      trustProxy: e.TRUST_PROXY === 'true',
      /** The bearer token /metrics asks for; /metrics does not exist while it is unset. */
      metricsToken: e.METRICS_TOKEN,
      /**
       * Keep no rendered page, so every request renders (the benchmark's uncached row). A setting of the process, not
       * of a request: nothing a visitor sends can make the server skip its cache.
       */
      uncachedPages: e.BENCH_UNCACHED_PAGES === 'true',
      /** How long slow and idle clients may hold a connection, and how many may be open (server/http/connection-limits.ts). */
      connections: {
        headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
        requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS),
        idleTimeoutMs: e.IDLE_TIMEOUT_MS,
        keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
        maxConnections: e.MAX_CONNECTIONS,
        // Behind a proxy every connection comes from the proxy's address, so a cap per address would cap everyone.
        maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === 'true' ? 0 : MAX_CONNECTIONS_PER_ADDRESS),
      } satisfies ConnectionLimits,
      /** Card payments through Stripe Checkout; null (pay at pickup or on delivery only) until both keys are set. */
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? ({
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: new URL(e.STRIPE_API_URL ?? 'https://api.stripe.com'),
            } satisfies StripeConfig)
          : null,
    };
  });

export type Config = z.output<typeof envSchema>;

export type ConnectionLimits = {
  /** From a connection's first byte until its request's headers have all arrived. */
  headersTimeoutMs: number;
  /** From a connection's first byte until its whole request, body included, has arrived. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at once; a new one beyond it is closed at once. */
  maxConnections: number;
  /** Open connections at once from one client address, 0 for no such cap. */
  maxConnectionsPerAddress: number;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe client sends its requests: Stripe's API, or a stand-in of it in tests. */
  apiUrl: URL;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = withEnvFile(process.env)): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
