import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderMailer } from './mailer';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('FolderMailer', () => {
  it('makes its folder with the first message and again after the folder was removed', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'folder-mailer-'));
    folders.push(root);
    const folder = path.join(root, 'mail');
    const mailer = new FolderMailer(folder, 'shop@example.com');
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    rmSync(folder, { recursive: true });
    await mailer.send({ to: 'a@example.com', subject: 'Second', text: 'two' });
    expect((await mailer.inbox('a@example.com')).map((mail) => mail.subject)).toEqual(['Second']);
  });
});
