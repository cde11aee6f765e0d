import type { Executor } from '../../db/client';
import { publicSettings, type AppCaches } from '../app-caches';
import { readSetting } from '../site-settings';
import { contactSettingsSchema, type ContactSettings } from '@shared/schemas/settings';

/** What every mail's frame shows about the business: its site address and the contact details staff keep in Settings. */
export type MailBrand = { publicUrl: string; contact: ContactSettings | null };

/** The business's contact details from Settings (null until staff saved valid ones), with the site's public address. */
export async function loadMailBrand(db: Executor, publicUrl: string): Promise<MailBrand> {
  return { publicUrl, contact: await readSetting(db, 'contact', contactSettingsSchema, null) };
}

/**
 * The same, from the instance's settings cache (dropped whenever staff save Settings). Read it before opening the
 * transaction the mail is written in: on the embedded database a read outside an open transaction waits for it.
 */
export async function cachedMailBrand(caches: AppCaches, db: Executor, publicUrl: string): Promise<MailBrand> {
  return { publicUrl, contact: (await publicSettings(caches, db)).contact };
}
