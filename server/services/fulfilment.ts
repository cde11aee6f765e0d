import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { events, orders, orderSlots } from '../db/schema';
import { addDays, businessToday } from '@shared/business-date';
import { atlantaMoment, describeOrderTime, scheduleSlots, type Schedule } from '@shared/fulfilment-times';
import { formatCents } from '@shared/money';
import { fulfilmentSettingsSchema, type DeliveryZone, type FulfilmentSettings } from '@shared/schemas/fulfilment';
import { DomainError } from './domain-error';
import { readSetting } from './site-settings';

// When and where the shop fulfils orders. The rule for times: a buyer may choose a slot the business's hours in
// Settings make (open weekday, not a closed day, at least the lead time ahead, within the days offered) that still has
// room (fewer orders hold it than the capacity), or pickup at an upcoming pop-up event staff opened to pickup. The
// server re-checks the choice when the order is placed and takes the slot's place with one conditional upsert, so the
// last place goes to one buyer only; a cancelled order, or a card order that expired unpaid, gives its place back.
// Until staff save these settings, orders take no time and delivery takes any address, as before they existed.

export const FULFILMENT_SETTINGS_KEY = 'fulfilment';

export async function loadFulfilmentSettings(db: Executor): Promise<FulfilmentSettings | null> {
  return readSetting(db, FULFILMENT_SETTINGS_KEY, fulfilmentSettingsSchema, null);
}

export type OfferedSlot = { date: string; start: string; end: string; startsAt: Date; endsAt: Date };
export type PickupEvent = { id: string; title: string; location: string; address: string; startsAt: Date; endsAt: Date };

/** The slots of the schedule with room left at `now`, soonest first. */
export async function openSlots(db: Executor, schedule: Schedule, now: Date): Promise<OfferedSlot[]> {
  const slots = scheduleSlots(schedule, now);
  if (slots.length === 0) return [];
  const taken = await db
    .select({ startsAt: orderSlots.startsAt, taken: orderSlots.taken })
    .from(orderSlots)
    .where(and(gte(orderSlots.startsAt, slots[0]!.startsAt), lte(orderSlots.startsAt, slots[slots.length - 1]!.startsAt)));
  const takenAt = new Map(taken.map((row) => [row.startsAt.getTime(), row.taken]));
  return slots.filter((slot) => (takenAt.get(slot.startsAt.getTime()) ?? 0) < schedule.capacity);
}

/** Pop-up events staff opened to pickup from `today` on (up to 60 days ahead, at most 20), soonest first. */
export async function pickupEventsFrom(db: Executor, today: string): Promise<PickupEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      location: events.location,
      address: events.address,
      eventDate: events.eventDate,
      startTime: events.startTime,
      endTime: events.endTime,
    })
    .from(events)
    .where(and(eq(events.isActive, true), eq(events.allowsPickup, true), gte(events.eventDate, today), lte(events.eventDate, addDays(today, 60))))
    .orderBy(asc(events.eventDate), asc(events.startTime))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    address: row.address,
    startsAt: atlantaMoment(row.eventDate, row.startTime.slice(0, 5)),
    endsAt: atlantaMoment(row.eventDate, row.endTime.slice(0, 5)),
  }));
}

/** The events of a day's list that have not started at `now`: an event is chosen for pickup before it begins. */
export function notStarted(list: readonly PickupEvent[], now: Date): PickupEvent[] {
  return list.filter((event) => event.startsAt.getTime() > now.getTime());
}

/** Upcoming pop-up events staff opened to pickup (not yet started), soonest first. */
async function pickupEvents(db: Executor, now: Date): Promise<PickupEvent[]> {
  return notStarted(await pickupEventsFrom(db, businessToday(now)), now);
}

/** What the checkout offers: open slots, pickup events and the delivery zones (public: the form names them). */
export async function fulfilmentOptions(db: Executor, now: Date) {
  const settings = await loadFulfilmentSettings(db);
  const [slots, eventsOpen] = await Promise.all([settings ? openSlots(db, settings, now) : [], pickupEvents(db, now)]);
  return {
    /** Whether a time must be chosen (staff saved hours in Settings). */
    timesRequired: settings !== null,
    slots: slots.map((slot) => ({ ...slot, label: describeOrderTime('pickup', slot.startsAt, slot.endsAt)!.slice('Pickup '.length) })),
    events: eventsOpen,
    /** Null while delivery goes anywhere (no zones saved). */
    zones: settings ? settings.zones : null,
  };
}

export const SLOT_FULL = 'That time was just taken by another order. Please choose another time.';
const SLOT_NOT_OFFERED = 'Please choose one of the times offered.';
const EVENT_NOT_OFFERED = 'Pickup at that event is not available. Please choose another time.';

/** The words for a delivery address outside the zones. */
export function outsideAreaMessage(zones: readonly DeliveryZone[]): string {
  if (zones.length === 0) return 'We do not deliver at the moment. Please choose pickup.';
  return `We deliver only to ZIP codes ${zones.map((zone) => zone.zip).join(', ')}. Please choose pickup, or a delivery address in one of them.`;
}

/** The words for an order below its zone's minimum. */
export function belowMinimumMessage(zone: DeliveryZone, subtotalCents: number): string {
  return `Delivery to ${zone.zip} needs an order of at least ${formatCents(zone.minimumCents)}: add ${formatCents(zone.minimumCents - subtotalCents)} more, or choose pickup.`;
}

export type OrderTime = { slotStartsAt: Date | null; slotEndsAt: Date | null; pickupEventId: string | null; slotHeld: boolean };
export type OrderPlace = { deliveryZip: string | null; deliveryFeeCents: number };

type TimeChoice = { fulfilment: 'pickup' | 'delivery'; slotDate: string | null; slotStart: string | null; pickupEventId: string | null };

/**
 * The time of an order being placed, checked against Settings at `now` (never the browser's list), with the pop-up
 * event it is collected at (one of openPickupEvents: the events open to pickup that have not started at `now`). Refused with a message beside the time field when it is not offered. A slot's place is
 * not taken here: the database function that stores the order (store_orders) takes it with one conditional upsert
 * (a first order inserts the slot's row at 1, later ones add 1 only while below the capacity).
 */
export async function resolveOrderTime(
  settings: FulfilmentSettings | null,
  choice: TimeChoice,
  now: Date,
  openPickupEvents: () => Promise<PickupEvent[]>,
): Promise<{ time: OrderTime; event: PickupEvent | null }> {
  if (choice.pickupEventId) {
    const event = (await openPickupEvents()).find((candidate) => candidate.id === choice.pickupEventId);
    if (!event || choice.fulfilment !== 'pickup') throw new DomainError('invalid', EVENT_NOT_OFFERED, 'slotStart');
    return { time: { slotStartsAt: event.startsAt, slotEndsAt: event.endsAt, pickupEventId: event.id, slotHeld: false }, event };
  }
  if (!settings) return { time: { slotStartsAt: null, slotEndsAt: null, pickupEventId: null, slotHeld: false }, event: null };
  if (!choice.slotDate || !choice.slotStart) throw new DomainError('invalid', 'Please choose a day and time.', 'slotStart');
  const slot = scheduleSlots(settings, now).find((candidate) => candidate.date === choice.slotDate && candidate.start === choice.slotStart);
  if (!slot) throw new DomainError('invalid', SLOT_NOT_OFFERED, 'slotStart');
  return { time: { slotStartsAt: slot.startsAt, slotEndsAt: slot.endsAt, pickupEventId: null, slotHeld: true }, event: null };
}

/**
 * Where a delivery goes and what it costs: the ZIP must be one of the zones (while any are saved), and the order's
 * subtotal (before the member discount) must reach the zone's minimum. Pickup costs nothing.
 */
export function deliveryPlace(settings: FulfilmentSettings | null, fulfilment: 'pickup' | 'delivery', zip: string | null, subtotalCents: number): OrderPlace {
  if (fulfilment !== 'delivery') return { deliveryZip: null, deliveryFeeCents: 0 };
  if (!settings) return { deliveryZip: zip, deliveryFeeCents: 0 };
  if (!zip) throw new DomainError('invalid', 'Please enter the ZIP code of the delivery address.', 'deliveryZip');
  const zone = settings.zones.find((candidate) => candidate.zip === zip);
  if (!zone) throw new DomainError('invalid', outsideAreaMessage(settings.zones), 'deliveryZip');
  if (subtotalCents < zone.minimumCents) throw new DomainError('invalid', belowMinimumMessage(zone, subtotalCents), 'deliveryZip');
  return { deliveryZip: zone.zip, deliveryFeeCents: zone.feeCents };
}

/** Gives back an order's place in its slot, once (a cancelled order, or a card order that expired unpaid). */
export async function releaseSlot(tx: Executor, orderId: string): Promise<boolean> {
  const [held] = await tx
    .update(orders)
    .set({ slotHeld: false })
    .where(and(eq(orders.id, orderId), eq(orders.slotHeld, true)))
    .returning({ startsAt: orders.slotStartsAt });
  if (!held?.startsAt) return false;
  await tx
    .update(orderSlots)
    .set({ taken: sql`greatest(${orderSlots.taken} - 1, 0)` })
    .where(eq(orderSlots.startsAt, held.startsAt));
  return true;
}

/**
 * A card order paid after its session expired had given its place back; the money is taken, so it holds the place
 * again, past the capacity if the slot filled meanwhile (staff see it in the order list).
 */
export async function retakeSlot(tx: Executor, orderId: string): Promise<void> {
  const [held] = await tx
    .update(orders)
    .set({ slotHeld: true })
    .where(and(eq(orders.id, orderId), eq(orders.slotHeld, false), isNull(orders.pickupEventId), isNotNull(orders.slotStartsAt)))
    .returning({ startsAt: orders.slotStartsAt });
  if (!held?.startsAt) return;
  await tx
    .insert(orderSlots)
    .values({ startsAt: held.startsAt, taken: 1 })
    .onConflictDoUpdate({ target: orderSlots.startsAt, set: { taken: sql`${orderSlots.taken} + 1` } });
}
