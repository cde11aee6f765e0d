import { z } from 'zod';
import { LIMITS } from './common';

// The business details kept in site_settings (jsonb, one row per key) and edited in back-office Settings.
// Reads parse them with these schemas, so a malformed value never reaches a page.

export const contactSettingsSchema = z.object({
  phone: z.string().trim().min(1).max(LIMITS.phone),
  email: z.email(),
  address: z.string().trim().min(1).max(LIMITS.shortText),
  hoursText: z.string().trim().min(1).max(LIMITS.shortText),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

const profileUrl = z.url({ protocol: /^https$/ }).max(LIMITS.shortText);

export const socialSettingsSchema = z.object({
  instagram: profileUrl,
  tiktok: profileUrl,
  youtube: profileUrl,
  facebook: profileUrl,
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;
