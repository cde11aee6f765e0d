import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

// Every environment variable the server reads, parsed once at start-up. Defaults run on a fresh machine.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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
    };
  });

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/**
 * The environment with the variables of a `.env` file in the working folder added, when there is one (as
 * `node --env-file-if-exists` would): a variable set in the shell wins over the file, so a one-off
 * `PORT=4000 npm start` still works beside a `.env`.
 */
export function withEnvFile(env: NodeJS.ProcessEnv, file = path.resolve('.env')): NodeJS.ProcessEnv {
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

export function loadConfig(env: NodeJS.ProcessEnv = withEnvFile(process.env)): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
