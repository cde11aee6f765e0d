import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox, queueMail } from '../../server/services/mail-outbox';
import { listUnsubscribeHeaders as newsletterHeaders } from '../../server/services/mail/newsletter';
import { SmtpMailer } from '../../server/services/mailer';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A port nothing listens on right now (the SMTP server is "down" there until the test starts it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Received = { from: string | undefined; to: string[]; raw: string };

function startSmtpServer(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('mail through a real SMTP server', () => {
  it('keeps a mail queued while the SMTP server is down and delivers it once when it is back', async () => {
    const port = await freePort();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Drip Cotton Candy <hello@drip.example>');
    const t0 = new Date('2030-05-06T08:00:00Z');
    const message = { to: 'parent.smtp@example.com', subject: 'Welcome to the Fluff Fundraiser', text: 'Your next steps: read the Starter Kit.' };
    await database.db.transaction((tx) => queueMail(tx, message, t0));

    // Down: the attempt fails and the mail waits for a retry.
    expect(await drainOutbox(database.db, mailer, { now: () => t0 })).toEqual({ sent: 0, retry: 1, failed: 0 });

    const received: Received[] = [];
    const server = await startSmtpServer(port, received);
    try {
      // Up, but the retry is not due yet: nothing is sent early.
      expect(await drainOutbox(database.db, mailer, { now: () => new Date(t0.getTime() + 1000) })).toEqual({ sent: 0, retry: 0, failed: 0 });
      // Within a minute the retry is due and the mail goes out; later rounds send nothing more.
      expect(await drainOutbox(database.db, mailer, { now: () => new Date(t0.getTime() + 60_000) })).toEqual({ sent: 1, retry: 0, failed: 0 });
      expect(await drainOutbox(database.db, mailer, { now: () => new Date(t0.getTime() + 3_600_000) })).toEqual({ sent: 0, retry: 0, failed: 0 });

      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['parent.smtp@example.com']);
      expect(received[0]!.from).toBe('hello@drip.example');
      expect(received[0]!.raw).toMatch(/^To: parent\.smtp@example\.com\r?$/m);
      expect(received[0]!.raw).toMatch(/^Subject: Welcome to the Fluff Fundraiser\r?$/m);
      expect(received[0]!.raw).toContain('Your next steps: read the Starter Kit.');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sends a queued mail with its HTML and text parts and its List-Unsubscribe headers', async () => {
    const port = await freePort();
    const received: Received[] = [];
    const server = await startSmtpServer(port, received);
    try {
      const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Drip Cotton Candy <hello@drip.example>');
      const url = 'https://drip.example/newsletter/unsubscribe?token=' + 'a'.repeat(64);
      const t0 = new Date('2030-05-07T08:00:00Z');
      const message = {
        to: 'crew.smtp@example.com',
        subject: "You're in the Drip crew!",
        text: `Welcome!\nUnsubscribe: ${url}`,
        html: '<!doctype html><p>Welcome!</p>',
        headers: newsletterHeaders(url),
      };
      await database.db.transaction((tx) => queueMail(tx, message, t0));
      expect(await drainOutbox(database.db, mailer, { now: () => t0 })).toEqual({ sent: 1, retry: 0, failed: 0 });
      const raw = received[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(raw).toMatch(/^Content-Type: text\/plain/m);
      expect(raw).toMatch(/^Content-Type: text\/html/m);
      expect(raw).toContain(`List-Unsubscribe: <${url}>`);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
