import { z } from 'zod';
import { emailSchema, LIMITS } from './common';
import { tooLong } from './text';
import { SORT_DIRECTIONS } from './admin-list';
import { bookingSettingsSchema } from './booking-notice';
import { fundraiserDatesSchema } from './fundraiser';
import { fundraiserVideoSettingsSchema } from './fundraiser-videos';
import { memberDiscountSettingsSchema } from './settings';
import { salesTaxSettingsSchema } from './shop-money';

// Back-office Analytics, Settings and Audit Log inputs.

export const analyticsInputSchema = z
  .object({ days: z.union([z.literal(30), z.literal(90)], 'Please choose 30 or 90 days').default(30) })
  .default({ days: 30 });

export const AUDIT_PAGE_SIZE = 25;
/** A page of the log, newest first unless `dir` is 'asc'; `search` finds an address, a record's id or a word of its details. */
export const auditListSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    entity: z.string().trim().max(50).optional(),
    search: z.string().trim().max(LIMITS.shortText, tooLong('Search is too long')).optional(),
    dir: z.enum(SORT_DIRECTIONS, 'Unknown sort direction').optional(),
  })
  .default({ page: 1 });

// Settings: the same limits the public pages' readers check (shared/schemas/settings.ts), with messages for the form.
const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, tooLong(`The ${label} is too long`));

export const contactSettingsInputSchema = z.object({
  phone: required('phone number', LIMITS.phone),
  email: emailSchema,
  address: required('address', LIMITS.shortText),
  hoursText: required('opening hours', LIMITS.shortText),
});

const profileUrl = (site: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${site} address`)
    .max(LIMITS.shortText, tooLong(`The ${site} address is too long`))
    .pipe(z.url({ protocol: /^https$/, error: `Please enter the full ${site} address, starting with https://` }));

export const socialSettingsInputSchema = z.object({
  instagram: profileUrl('Instagram'),
  tiktok: profileUrl('TikTok'),
  youtube: profileUrl('YouTube'),
  facebook: profileUrl('Facebook'),
});

export const settingsInputSchema = z.object({
  contact: contactSettingsInputSchema,
  social: socialSettingsInputSchema,
  /** Left out: the stored cap stays as it is. */
  memberDiscount: memberDiscountSettingsSchema.optional(),
  /** Left out: the stored sales tax rate stays as it is. */
  salesTax: salesTaxSettingsSchema.optional(),
  /** Left out: the stored booking rules stay as they are. */
  booking: bookingSettingsSchema.optional(),
  /** Left out: the stored fundraiser dates stay as they are. */
  fundraiserDates: fundraiserDatesSchema.optional(),
  /** Left out: the stored videos stay as they are. */
  fundraiserVideos: fundraiserVideoSettingsSchema.optional(),
});
