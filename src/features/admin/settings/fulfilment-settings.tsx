import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import { centsToDollars, dollarsToCents } from '@shared/money';
import type { RouterOutputs } from '../shared/types';
import { toastError, toastSuccess } from '../shared/admin-toasts';

// Settings' pickup and delivery section: the weekly hours the checkout's time slots come from, closed days, slot
// length, lead time, orders per slot, and the delivery ZIP codes with their fee and minimum. Saved on its own, so the
// rest of Settings is unchanged by it; the server checks every value (shared/schemas/fulfilment.ts).

type Saved = RouterOutputs['admin']['fulfilment']['get'];
type ZoneRow = { zip: string; fee: string; minimum: string };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function FulfilmentSettings() {
  const saved = api.admin.fulfilment.get.useQuery();
  if (saved.isPending) return <Spinner label="Loading pickup and delivery settings" />;
  if (saved.isError) return <p role="alert">{errorMessageOf(saved.error)}</p>;
  return <FulfilmentForm initial={saved.data} />;
}

function FulfilmentForm({ initial }: { initial: Saved }) {
  const s = initial.settings;
  const [week, setWeek] = useState(s.week);
  const [closedDays, setClosedDays] = useState(s.closedDays.join('\n'));
  const [numbers, setNumbers] = useState({
    slotMinutes: String(s.slotMinutes),
    leadHours: String(s.leadHours),
    capacity: String(s.capacity),
    daysAhead: String(s.daysAhead),
  });
  const [zones, setZones] = useState<ZoneRow[]>(s.zones.map((z) => ({ zip: z.zip, fee: centsToDollars(z.feeCents), minimum: centsToDollars(z.minimumCents) })));
  const [error, setError] = useState<string | null>(null);
  const utils = api.useUtils();
  const save = api.admin.fulfilment.update.useMutation({
    onSuccess: async () => {
      setError(null);
      toastSuccess('Pickup and delivery settings saved');
      await Promise.all([utils.admin.fulfilment.invalidate(), utils.orders.fulfilmentOptions.invalidate()]);
    },
    onError: (failure) => {
      setError(errorMessageOf(failure));
      toastError('Error saving pickup and delivery settings', failure);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Dollars become cents here; a value that does not read as money goes as -1, which the server refuses by name.
    const cents = (text: string) => dollarsToCents(text) ?? -1;
    save.mutate({
      week,
      closedDays: closedDays
        .split(/[\s,]+/)
        .map((day) => day.trim())
        .filter(Boolean),
      slotMinutes: Number(numbers.slotMinutes),
      leadHours: Number(numbers.leadHours),
      capacity: Number(numbers.capacity),
      daysAhead: Number(numbers.daysAhead),
      zones: zones.map((zone) => ({ zip: zone.zip.trim(), feeCents: cents(zone.fee), minimumCents: cents(zone.minimum) })),
    });
  };
  const setDay = (index: number, part: 'open' | 'close', value: string) => setWeek(week.map((day, i) => (i === index ? { ...day, [part]: value } : day)));
  const setZone = (index: number, part: keyof ZoneRow, value: string) => setZones(zones.map((zone, i) => (i === index ? { ...zone, [part]: value } : zone)));

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-6" aria-label="Pickup and delivery">
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Pickup and delivery times</legend>
        <p className="mb-4 text-sm text-ink/70">
          The checkout offers time slots inside these hours (Atlanta time), from the lead time on, while a slot has room. Leave both times empty for a closed
          day.{initial.saved ? '' : ' Until these are saved, orders are placed without a time.'}
        </p>
        <div className="grid gap-3">
          {WEEKDAYS.map((name, index) => (
            <div key={name} className="grid grid-cols-2 items-end gap-x-3 gap-y-1 sm:grid-cols-[6.5rem_1fr_1fr]" data-testid={`hours-${name.toLowerCase()}`}>
              <p className="col-span-2 font-semibold sm:col-span-1 sm:pb-2.5">{name}</p>
              <Field label={<span className="sr-only sm:not-sr-only">{`${name} opens`}</span>}>
                <Input type="time" value={week[index]!.open} onChange={(event) => setDay(index, 'open', event.target.value)} aria-label={`${name} opens`} />
              </Field>
              <Field label={<span className="sr-only sm:not-sr-only">{`${name} closes`}</span>}>
                <Input type="time" value={week[index]!.close} onChange={(event) => setDay(index, 'close', event.target.value)} aria-label={`${name} closes`} />
              </Field>
            </div>
          ))}
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {(
            [
              ['slotMinutes', 'Slot length (minutes)', '15 to 240'],
              ['leadHours', 'Lead time (hours)', 'How long before a slot an order must come in, so it is made fresh'],
              ['capacity', 'Orders per slot', 'Pickup and delivery orders together'],
              ['daysAhead', 'Days ahead offered', 'How far ahead buyers may choose (1 to 60)'],
            ] as const
          ).map(([key, label, hint]) => (
            <Field key={key} label={label} hint={hint}>
              <Input type="number" inputMode="numeric" value={numbers[key]} onChange={(event) => setNumbers({ ...numbers, [key]: event.target.value })} />
            </Field>
          ))}
          <Field label="Closed days" hint="One date per line (yyyy-mm-dd): holidays, days off." className="sm:col-span-2">
            <Textarea rows={3} value={closedDays} onChange={(event) => setClosedDays(event.target.value)} placeholder="2026-12-25" />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Delivery zones</legend>
        <p className="mb-4 text-sm text-ink/70">
          Delivery goes only to these ZIP codes, each with its fee and minimum order (before discounts). The checkout names them to anyone outside.
          {initial.saved ? '' : ' Until this section is saved, delivery takes any address.'}
        </p>
        <ul className="space-y-3">
          {zones.map((zone, index) => (
            <li key={index} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-3" data-testid="zone-row">
              <Field label="ZIP code">
                <Input value={zone.zip} inputMode="numeric" maxLength={5} onChange={(event) => setZone(index, 'zip', event.target.value)} />
              </Field>
              <Field label="Fee ($)">
                <Input value={zone.fee} inputMode="decimal" onChange={(event) => setZone(index, 'fee', event.target.value)} />
              </Field>
              <Field label="Minimum ($)">
                <Input value={zone.minimum} inputMode="decimal" onChange={(event) => setZone(index, 'minimum', event.target.value)} />
              </Field>
              <Button type="button" variant="outline" size="sm" onClick={() => setZones(zones.filter((_, i) => i !== index))} className="mb-0.5">
                <Trash2Icon aria-hidden="true" />
                <span className="sr-only">Remove ZIP code {zone.zip}</span>
              </Button>
            </li>
          ))}
        </ul>
        <Button type="button" variant="outline" className="mt-4" onClick={() => setZones([...zones, { zip: '', fee: '5.00', minimum: '25.00' }])}>
          <PlusIcon aria-hidden="true" /> Add a ZIP code
        </Button>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save pickup and delivery'}
        </Button>
      </div>
    </form>
  );
}
