import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The site under test runs on its own port and its own fresh PGlite folder, so tests never touch a developer's data.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin password 42' };

// scripts/e2e.mjs finds or installs a Chromium and passes it in CHROME_PATH; Debian's is the default otherwise.
const STAFF_WRITES = /admin-(content|shell|lists|writing|moderator)\.spec\.ts/;

const chromiumPath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a stall of a shared machine; a test that passes only on retry is listed as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // All tests share one server and database. The back-office specs publish events and posts and change Settings,
  // which the visitor specs count and read, so they run after them.
  projects: [
    { name: 'chromium', testIgnore: STAFF_WRITES, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'back-office', testMatch: STAFF_WRITES, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (scripts/e2e.mjs builds it first).
    command: `rm -rf ${E2E_DATA_DIR} && node --enable-source-maps dist/server/index.js`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      MAIL_DIR: E2E_MAIL_DIR,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // A developer's .env must not send the suite's mail out: the tests read it from MAIL_DIR.
      SMTP_URL: '',
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
    },
  },
});
