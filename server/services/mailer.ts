import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/**
 * A mail: the plain-text part always, an HTML part of the same content, and any extra headers (List-Unsubscribe). A
 * mail made to be queued carries its HTML part as the recipe the outbox draws it from when it sends (drawnMailHtml);
 * a mailer is always given it drawn.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type StoredMail = MailMessage & { from: string; sentAt: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The default mailer: keeps every message as a JSON file in a folder, where a developer (or a test) reads it.
 * No mail leaves the machine until SMTP_URL is set.
 */
export class FolderMailer implements Mailer {
  // The folder is made with the first message rather than asked for with every one; made again if it was removed.
  private folderMade: Promise<unknown> | undefined;

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const stored: StoredMail = { ...message, from: this.from, sentAt: new Date().toISOString() };
    const name = `${stored.sentAt.replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.json`;
    // Written under a temporary name and renamed: a reader listing the folder never finds a half-written message.
    const partial = path.join(this.folder, `${name}.partial`);
    const body = JSON.stringify(stored, null, 2);
    await this.makeFolder(false);
    try {
      await writeFile(partial, body);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await this.makeFolder(true);
      await writeFile(partial, body);
    }
    await rename(partial, path.join(this.folder, name));
  }

  private makeFolder(again: boolean): Promise<unknown> {
    if (again) this.folderMade = undefined;
    return (this.folderMade ??= mkdir(this.folder, { recursive: true }).catch((error: unknown) => {
      this.folderMade = undefined;
      throw error;
    }));
  }

  /** Messages sent to an address, newest first. */
  async inbox(to: string): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    const messages = await Promise.all(
      names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(this.folder, n), 'utf8')) as StoredMail),
    );
    return messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }
}

export class SmtpMailer implements Mailer {
  // nodemailer loads with the first message sent, not with the server.
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // Short timeouts: a delivery must end well within the outbox's claim lease, and a dead server is retried later.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: this.url, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 60_000 }),
    );
    await (await this.transport).sendMail({ from: this.from, ...message });
  }
}

/** Keeps messages in memory; for integration tests that read what was sent. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

export function createMailer(options: { smtpUrl: string | undefined; mailDir: string; from: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new FolderMailer(options.mailDir, options.from);
}
