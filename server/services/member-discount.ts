import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteSettings } from '../db/schema';
import { DEFAULT_DISCOUNT_CAP_PERCENT, memberDiscountSettingsSchema } from '@shared/schemas/settings';

/** The site_settings key of the member discount settings (edited in back-office Settings). */
export const MEMBER_DISCOUNT_SETTINGS_KEY = 'memberDiscount';

/**
 * The highest member discount in percent, as staff set it in Settings; 25% when never set (or if the
 * stored value is unreadable, so a damaged row never raises a discount).
 */
export async function loadDiscountCap(db: Executor): Promise<number> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, MEMBER_DISCOUNT_SETTINGS_KEY)).limit(1);
  const parsed = memberDiscountSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.capPercent : DEFAULT_DISCOUNT_CAP_PERCENT;
}
