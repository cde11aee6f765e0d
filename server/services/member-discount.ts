import type { Executor } from '../db/client';
import { readSetting } from './site-settings';
import { DEFAULT_DISCOUNT_CAP_PERCENT, memberDiscountSettingsSchema } from '@shared/schemas/settings';

/** The site_settings key of the member discount settings (edited in back-office Settings). */
export const MEMBER_DISCOUNT_SETTINGS_KEY = 'memberDiscount';

/**
 * The highest member discount in percent, as staff set it in Settings; 25% when never set (or if the
 * stored value is unreadable, so a damaged row never raises a discount).
 */
export async function loadDiscountCap(db: Executor): Promise<number> {
  const settings = await readSetting(db, MEMBER_DISCOUNT_SETTINGS_KEY, memberDiscountSettingsSchema, null);
  return settings?.capPercent ?? DEFAULT_DISCOUNT_CAP_PERCENT;
}
