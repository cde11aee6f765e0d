import type { Executor } from '../../db/client';
import { readSetting } from '../site-settings';
import { contactSettingsSchema, type ContactSettings } from '@shared/schemas/settings';

/** What every mail's frame shows about the business: its site address and the contact details staff keep in Settings. */
export type MailBrand = { publicUrl: string; contact: ContactSettings | null };

/** The business's contact details from Settings (null until staff saved valid ones), with the site's public address. */
export async function loadMailBrand(db: Executor, publicUrl: string): Promise<MailBrand> {
  return { publicUrl, contact: await readSetting(db, 'contact', contactSettingsSchema, null) };
}
