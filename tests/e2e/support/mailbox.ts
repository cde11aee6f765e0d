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

/**
 * The link matching `pattern` (a token link by default) in the newest message to `to` whose text contains `linkPath`,
 * as path and query, waiting for the mail.
 */
export async function linkInMail(to: string, linkPath: string, pattern = /https?:\/\/\S+token=[a-z0-9]+/): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = (await mailsTo(to)).filter((message) => message.text.includes(linkPath)).at(-1);
    const url = match?.text.match(pattern)?.[0];
    if (url) return new URL(url).pathname + new URL(url).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${linkPath} link was mailed to ${to}`);
}
