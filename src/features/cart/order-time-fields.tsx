import { CalendarClockIcon, MapPinIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { formatSlotDay, formatTimeRange } from '@shared/fulfilment-times';
import { formatCents } from '@shared/money';

// The checkout's "when" and "where" fields: a day and a time slot with room (or a pop-up event that allows pickup),
// and for delivery the ZIP code, told before payment when it is outside the delivery zones or under their minimum.
// The server re-checks all of it when the order is placed (services/fulfilment.ts).

export type TimeFormValues = { fulfilment: 'pickup' | 'delivery'; slotDate: string; slotStart: string; pickupEventId: string; deliveryZip: string };

/** The day select's value for a pop-up event. */
const EVENT_PREFIX = 'event:';

export type FulfilmentOptions = ReturnType<typeof useFulfilmentOptions>['data'];

export function useFulfilmentOptions() {
  return api.orders.fulfilmentOptions.useQuery();
}

type Zone = { zip: string; feeCents: number; minimumCents: number };

/** What the form says about the ZIP typed, before anything is sent (the server says the same if it gets that far). */
export function deliveryCheck(zones: Zone[] | null | undefined, zip: string, subtotalCents: number | undefined) {
  if (!zones || !/^\d{5}$/.test(zip.trim())) return { zone: null, problem: null };
  const zone = zones.find((candidate) => candidate.zip === zip.trim());
  if (!zone) {
    const problem =
      zones.length === 0
        ? 'We do not deliver at the moment. Please choose pickup.'
        : `We deliver only to ZIP codes ${zones.map((z) => z.zip).join(', ')}. Please choose pickup, or a delivery address in one of them.`;
    return { zone: null, problem };
  }
  if (subtotalCents !== undefined && subtotalCents < zone.minimumCents) {
    return {
      zone,
      problem: `Delivery to ${zone.zip} needs an order of at least ${formatCents(zone.minimumCents)}: add ${formatCents(zone.minimumCents - subtotalCents)} more, or choose pickup.`,
    };
  }
  return { zone, problem: null };
}

/** The checkout's form (whatever its values become on submit): only the time and ZIP fields are used here. */
type CheckoutForm<V extends TimeFormValues, O> = UseFormReturn<V, unknown, O>;

export function OrderTimeFields<V extends TimeFormValues, O>({ form, options }: { form: CheckoutForm<V, O>; options: FulfilmentOptions }) {
  // The form is generic over the checkout's values; these fields are always among them.
  const f = form as unknown as UseFormReturn<TimeFormValues>;
  const fulfilment = f.watch('fulfilment');
  const slotDate = f.watch('slotDate');
  const pickupEventId = f.watch('pickupEventId');
  const slots = useMemo(() => options?.slots ?? [], [options]);
  const events = fulfilment === 'pickup' ? (options?.events ?? []) : [];
  const days = [...new Map(slots.map((slot) => [slot.date, slot])).values()];
  const daySlots = slots.filter((slot) => slot.date === slotDate);

  // The earliest open slot is chosen to begin with; a day or time that filled up meanwhile moves to the next one.
  useEffect(() => {
    if (!options?.timesRequired || pickupEventId) return;
    const current = slots.find((slot) => slot.date === f.getValues('slotDate') && slot.start === f.getValues('slotStart'));
    if (current) return;
    const sameDay = slots.find((slot) => slot.date === f.getValues('slotDate'));
    const next = sameDay ?? slots[0];
    f.setValue('slotDate', next?.date ?? '');
    f.setValue('slotStart', next?.start ?? '');
  }, [options?.timesRequired, slots, pickupEventId, f]);
  useEffect(() => {
    if (fulfilment !== 'pickup' && pickupEventId) f.setValue('pickupEventId', '');
  }, [fulfilment, pickupEventId, f]);

  if (!options?.timesRequired && events.length === 0) return null;
  const dayValue = pickupEventId ? `${EVENT_PREFIX}${pickupEventId}` : slotDate;
  const chosenEvent = events.find((event) => event.id === pickupEventId);
  const error = f.formState.errors.slotStart?.message;

  const onDay = (value: string) => {
    if (value.startsWith(EVENT_PREFIX)) {
      f.setValue('pickupEventId', value.slice(EVENT_PREFIX.length));
      return;
    }
    f.setValue('pickupEventId', '');
    f.setValue('slotDate', value);
    f.setValue('slotStart', slots.find((slot) => slot.date === value)?.start ?? '');
  };

  return (
    <div className="mt-5 space-y-3" data-testid="order-time">
      <p className="flex items-center gap-2 font-bold">
        <CalendarClockIcon className="size-5 text-candy-purple-dark" aria-hidden="true" />
        {fulfilment === 'pickup' ? 'When do you pick it up?' : 'When should we deliver?'}
      </p>
      {days.length === 0 && events.length === 0 ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          Every time we offer is taken right now. Please call us or try again later.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Day" error={chosenEvent ? error : undefined}>
            <NativeSelect value={dayValue} onChange={(event) => onDay(event.target.value)} data-testid="slot-day">
              {days.length > 0 ? (
                <optgroup label="At our kitchen">
                  {days.map((day) => (
                    <option key={day.date} value={day.date}>
                      {formatSlotDay(new Date(day.startsAt))}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {events.length > 0 ? (
                <optgroup label="At a pop-up event">
                  {events.map((event) => (
                    <option key={event.id} value={`${EVENT_PREFIX}${event.id}`}>
                      {`${event.title}, ${formatSlotDay(new Date(event.startsAt))}`}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </NativeSelect>
          </Field>
          {chosenEvent ? (
            <p className="flex gap-2 self-end rounded-2xl bg-candy-mint/30 p-3 text-sm" data-testid="event-pickup">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
              {`${chosenEvent.location}${chosenEvent.address ? `, ${chosenEvent.address}` : ''}, ${formatTimeRange(new Date(chosenEvent.startsAt), new Date(chosenEvent.endsAt))}`}
            </p>
          ) : (
            <Field label="Time" error={error}>
              <NativeSelect {...f.register('slotStart')} data-testid="slot-time">
                {daySlots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {formatTimeRange(new Date(slot.startsAt), new Date(slot.endsAt))}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </div>
      )}
    </div>
  );
}

/** The delivery ZIP code, checked against the zones as it is typed. */
export function DeliveryZipField<V extends TimeFormValues, O>({
  form,
  options,
  subtotalCents,
}: {
  form: CheckoutForm<V, O>;
  options: FulfilmentOptions;
  subtotalCents: number | undefined;
}) {
  const f = form as unknown as UseFormReturn<TimeFormValues>;
  const zip = f.watch('deliveryZip');
  const { zone, problem } = deliveryCheck(options?.zones, zip, subtotalCents);
  const zones = options?.zones;
  const hint = zone
    ? `Delivery to ${zone.zip}: ${formatCents(zone.feeCents)}${zone.minimumCents > 0 ? `, orders from ${formatCents(zone.minimumCents)}` : ''}.`
    : zones
      ? `We deliver to ZIP codes ${zones.map((z) => z.zip).join(', ')}.`
      : undefined;
  return (
    <Field label="ZIP code" error={problem ?? f.formState.errors.deliveryZip?.message} hint={hint} className="mt-4 max-w-md">
      <Input {...f.register('deliveryZip')} inputMode="numeric" autoComplete="postal-code" maxLength={5} data-testid="delivery-zip" />
    </Field>
  );
}
