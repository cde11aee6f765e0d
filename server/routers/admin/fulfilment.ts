import { fulfilmentSettingsSchema } from '@shared/schemas/fulfilment';
import { recordAudit } from '../../services/audit';
import { FULFILMENT_SETTINGS_KEY, loadFulfilmentSettings } from '../../services/fulfilment';
import { writeSetting } from '../../services/site-settings';
import { adminProcedure, router } from '../../trpc/init';

/** What a site that never saved pickup and delivery settings starts the form with: every day closed, no zones. */
const UNSET = {
  week: Array.from({ length: 7 }, () => ({ open: '', close: '' })),
  closedDays: [],
  slotMinutes: 60,
  leadHours: 24,
  capacity: 4,
  daysAhead: 14,
  zones: [],
};

// Back-office Settings: the shop's hours, time slots and delivery zones (services/fulfilment.ts reads them).
export const adminFulfilmentRouter = router({
  /** The saved settings, and whether they were ever saved (until then orders take no time, delivery goes anywhere). */
  get: adminProcedure.query(async ({ ctx }) => {
    const saved = await loadFulfilmentSettings(ctx.db);
    return { settings: saved ?? UNSET, saved: saved !== null };
  }),

  /** Replaces them; the checkout offers the new slots and zones on its next load. */
  update: adminProcedure.input(fulfilmentSettingsSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      await writeSetting(tx, FULFILMENT_SETTINGS_KEY, input);
      await recordAudit(tx, ctx.user, 'update', 'settings', null, {
        hours: input.week.map((day) => (day.open ? `${day.open}-${day.close}` : 'closed')),
        closedDays: input.closedDays,
        slotMinutes: input.slotMinutes,
        leadHours: input.leadHours,
        capacity: input.capacity,
        daysAhead: input.daysAhead,
        zones: input.zones.map((zone) => `${zone.zip}: fee ${zone.feeCents}, minimum ${zone.minimumCents}`),
      });
      return { settings: input, saved: true };
    }),
  ),
});
