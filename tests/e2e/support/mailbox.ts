import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_MAIL_DIR } from '../../../playwright.config';

export type KeptMail = { to: string; subject: string; text: string; html?: string; sentAt: string };

/**
 * Every message the server under test has delivered to `to` (case ignored), oldest first. Without SMTP_URL the server
 * keeps each delivered message as a JSON file in its mail folder; mail is delivered by the outbox worker shortly after
 * the request, so callers poll (`expect.poll`) rather than read once.
 */
export async function mailsTo(to: string): Promise<KeptMail[]> {
  const names = await readdir(E2E_MAIL_DIR).catch(() => [] as string[]);
  const messages = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), 'utf8')) as KeptMail),
  );
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase()).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
