import { inArray } from 'drizzle-orm';
import { siteSettings } from '../../db/schema';
import { settingsInputSchema } from '@shared/schemas/admin-system';
import { recordAudit } from '../../services/audit';
import { BOOKING_SETTINGS_KEY, loadBookingSettings } from '../../services/booking-rules';
import { FUNDRAISER_SETTINGS_KEY, fundraiserVideoSettings } from '../../services/fundraiser';
import { FUNDRAISER_DATES_KEY, loadFundraiserDates } from '../../services/fundraiser-stands';
import { videoTutorials } from '../../db/schema';
import { asc } from 'drizzle-orm';
import { loadDiscountCap, MEMBER_DISCOUNT_SETTINGS_KEY } from '../../services/member-discount';
import { writeSetting } from '../../services/site-settings';
import { loadSalesTaxBasisPoints, SALES_TAX_SETTINGS_KEY } from '../../services/order-money';
import { adminProcedure, router } from '../../trpc/init';

const EMPTY_CONTACT = { phone: '', email: '', address: '', hoursText: '' };
const EMPTY_SOCIAL = { instagram: '', tiktok: '', youtube: '', facebook: '' };

function pickStrings<T extends Record<string, string>>(template: T, value: unknown): T {
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out = { ...template };
  for (const key of Object.keys(template) as (keyof T)[]) {
    const field = source[key as string];
    if (typeof field === 'string') out[key] = field as T[keyof T];
  }
  return out;
}

export const adminSettingsRouter = router({
  /** The business's contact details and social links as stored ('' for a field that was never set). */
  get: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['contact', 'social']));
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    return {
      contact: pickStrings(EMPTY_CONTACT, byKey.get('contact')),
      social: pickStrings(EMPTY_SOCIAL, byKey.get('social')),
      memberDiscount: { capPercent: await loadDiscountCap(ctx.db) },
      salesTax: { ratePercent: (await loadSalesTaxBasisPoints(ctx.db)) / 100 },
      booking: await loadBookingSettings(ctx.db),
      fundraiserVideos: await fundraiserVideoSettings(ctx.db),
      fundraiserDates: await loadFundraiserDates(ctx.db),
      tutorials: await ctx.db
        .select({ id: videoTutorials.id, title: videoTutorials.title })
        .from(videoTutorials)
        .orderBy(asc(videoTutorials.displayOrder), asc(videoTutorials.title)),
    };
  }),

  /** Saves both groups at once; the public pages read them on their next load. */
  update: adminProcedure.input(settingsInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      for (const key of ['contact', 'social'] as const) {
        await writeSetting(tx, key, input[key]);
      }
      if (input.memberDiscount) {
        await writeSetting(tx, MEMBER_DISCOUNT_SETTINGS_KEY, input.memberDiscount);
      }
      if (input.salesTax) {
        await writeSetting(tx, SALES_TAX_SETTINGS_KEY, input.salesTax);
      }
      if (input.fundraiserVideos) {
        await writeSetting(tx, FUNDRAISER_SETTINGS_KEY, input.fundraiserVideos);
      }
      if (input.fundraiserDates) {
        await writeSetting(tx, FUNDRAISER_DATES_KEY, input.fundraiserDates);
      }
      if (input.booking) {
        await writeSetting(tx, BOOKING_SETTINGS_KEY, input.booking);
      }
      await recordAudit(tx, ctx.user, 'update', 'settings', null, {
        contact: input.contact,
        social: input.social,
        memberDiscount: input.memberDiscount,
        salesTax: input.salesTax,
        booking: input.booking,
        fundraiserVideos: input.fundraiserVideos,
        fundraiserDates: input.fundraiserDates,
      });
      return {
        contact: input.contact,
        social: input.social,
        memberDiscount: input.memberDiscount ?? { capPercent: await loadDiscountCap(tx) },
        salesTax: input.salesTax ?? { ratePercent: (await loadSalesTaxBasisPoints(tx)) / 100 },
        booking: input.booking ?? (await loadBookingSettings(tx)),
        fundraiserVideos: input.fundraiserVideos ?? (await fundraiserVideoSettings(tx)),
        fundraiserDates: input.fundraiserDates ?? (await loadFundraiserDates(tx)),
        tutorials: await tx
          .select({ id: videoTutorials.id, title: videoTutorials.title })
          .from(videoTutorials)
          .orderBy(asc(videoTutorials.displayOrder), asc(videoTutorials.title)),
      };
    }),
  ),
});
