import { z } from 'zod';
import { calendarDateSchema } from './admin-events';
import { tooLong } from './text';

// When and where the shop fulfils orders, kept in Settings (site_settings 'fulfilment') and edited in the back office.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZIP_PATTERN = /^\d{5}$/;
export const MAX_ZONES = 100;
export const MAX_CLOSED_DAYS = 100;
const MAX_CENTS = 100_000;

const dayHoursSchema = z
  .object({
    open: z.union([z.literal(''), z.string().regex(TIME, 'Please enter a time like 09:00')]),
    close: z.union([z.literal(''), z.string().regex(TIME, 'Please enter a time like 17:00')]),
  })
  .superRefine((day, ctx) => {
    if ((day.open === '') !== (day.close === '')) {
      ctx.addIssue({ code: 'custom', path: [day.open ? 'close' : 'open'], message: 'Give both opening and closing times, or neither for a closed day' });
    } else if (day.open && day.close <= day.open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'Closing must be after opening' });
    }
  });

const centsSchema = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of cents` })
    .int(`${name} must be a whole number of cents`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_CENTS, tooLong(`${name} can be at most $1,000`));

export const deliveryZoneSchema = z.object({
  zip: z.string().trim().regex(ZIP_PATTERN, 'Please enter a 5-digit ZIP code'),
  feeCents: centsSchema('The fee'),
  minimumCents: centsSchema('The minimum order'),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const fulfilmentSettingsSchema = z
  .object({
    /** Sunday first. */
    week: z.array(dayHoursSchema).length(7, 'Please give hours for each day of the week'),
    closedDays: z.array(calendarDateSchema).max(MAX_CLOSED_DAYS, tooLong(`At most ${MAX_CLOSED_DAYS} closed days`)),
    slotMinutes: z
      .number({ error: 'Please enter the slot length in minutes' })
      .int('Please enter the slot length in whole minutes')
      .min(15, 'A slot is at least 15 minutes')
      .max(240, tooLong('A slot is at most 240 minutes')),
    leadHours: z
      .number({ error: 'Please enter the lead time in hours' })
      .int('Please enter the lead time in whole hours')
      .min(0, 'The lead time cannot be negative')
      .max(336, tooLong('The lead time can be at most 336 hours')),
    capacity: z
      .number({ error: 'Please enter how many orders a slot takes' })
      .int('Please enter a whole number of orders')
      .min(1, 'A slot takes at least 1 order')
      .max(500, tooLong('A slot takes at most 500 orders')),
    daysAhead: z
      .number({ error: 'Please enter how many days ahead buyers may choose' })
      .int('Please enter a whole number of days')
      .min(1, 'At least 1 day ahead')
      .max(60, tooLong('At most 60 days ahead')),
    zones: z.array(deliveryZoneSchema).max(MAX_ZONES, tooLong(`At most ${MAX_ZONES} delivery ZIP codes`)),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.zones.forEach((zone, index) => {
      if (seen.has(zone.zip)) ctx.addIssue({ code: 'custom', path: ['zones', index, 'zip'], message: `${zone.zip} is listed twice` });
      seen.add(zone.zip);
    });
  });
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;
