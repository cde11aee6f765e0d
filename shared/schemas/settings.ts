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

/** The member discount is capped at 25%; staff may set a lower cap in Settings. */
export const DEFAULT_DISCOUNT_CAP_PERCENT = 25;

export const memberDiscountSettingsSchema = z.object({
  capPercent: z
    .number({ error: 'Please enter the discount cap as a whole number of percent' })
    .int('Please enter the discount cap as a whole number of percent')
    .min(0, 'The discount cap cannot be below 0%')
    .max(DEFAULT_DISCOUNT_CAP_PERCENT, `The discount cap can be at most ${DEFAULT_DISCOUNT_CAP_PERCENT}%`),
});
