import { MapPinIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatLongDate } from '@/lib/format';
import { api, errorMessageOf } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { STAND_EVENT_NOTES_MAX, standEventSchema } from '@shared/schemas/fundraiser';
import { PlaceCombobox, type PlaceOption } from './place-combobox';
import { LAKE_MICHIGAN_PATH, MAP_HEIGHT, MAP_WIDTH, project, US_PATH } from './us-map';

type StandEvent = {
  id: string;
  eventDate: string;
  place: string;
  area: string;
  notes: string;
  showSpot: boolean;
};
const EMPTY = { eventDate: '', placeId: '', spot: '', showSpot: false, notes: '' };

/**
 * The parent's stand days: the date, the area found by typing a ZIP code or a city, an optional spot and notes, and
 * whether the public may see that spot. The map only previews the area. Past days stay listed here; the public page
 * shows the ones ahead.
 */
export function StandEventsEditor({ slug, events, today }: { slug: string; events: StandEvent[]; today: string }) {
  const utils = api.useUtils();
  const form = useZodForm(standEventSchema, { defaultValues: { slug, ...EMPTY } });
  const { errors } = form.formState;
  const [place, setPlace] = useState<PlaceOption | null>(null);
  const add = api.fundraiser.addStandEvent.useMutation();
  const remove = api.fundraiser.removeStandEvent.useMutation({
    onSuccess: () => utils.fundraiser.myStands.invalidate(),
    onError: (error) =>
      toast.error('Could not remove the stand day', {
        description: errorMessageOf(error),
      }),
  });

  function choose(next: PlaceOption | null) {
    setPlace(next);
    form.setValue('placeId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Stand day added');
      form.reset({ slug, ...EMPTY });
      setPlace(null);
      await Promise.all([utils.fundraiser.myStands.invalidate(), utils.fundraiser.stand.invalidate({ slug })]);
    } catch (error) {
      const message = showServerErrors(form, error);
      if (message) toast.error('Could not add the stand day', { description: message });
    }
  });

  const marker = place ? project([place.lat, place.lng]) : null;
  return (
    <section aria-labelledby={`events-${slug}`} className="space-y-4 border-t border-candy-purple/15 pt-5">
      <h3 id={`events-${slug}`} className="text-xl font-extrabold">
        Stand days
      </h3>
      {events.length === 0 ? (
        <p className="text-ink/70">No stand days yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="my-stand-events">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-candy-purple/15 bg-white px-4 py-3">
              <div className="min-w-0">
                <p className="font-bold">
                  {formatLongDate(event.eventDate)}
                  {event.eventDate < today ? <span className="ml-2 text-sm font-normal text-ink/70">(past)</span> : null}
                </p>
                <p className="text-sm break-words text-ink/75">
                  {[event.area, event.place].filter(Boolean).join(' · ')}
                  <span className="ml-1 font-semibold">({event.showSpot ? 'the spot and notes are public' : 'the public sees only the area'})</span>
                </p>
              </div>
              <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate({ slug, id: event.id })}>
                <Trash2Icon aria-hidden="true" /> Remove <span className="sr-only">stand day of {formatLongDate(event.eventDate)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add a stand day">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" error={errors.eventDate?.message}>
            <Input type="date" min={today} {...form.register('eventDate')} />
          </Field>
          <Field label="ZIP code or city" hint="Type and choose from the list. The stand page shows this area." error={errors.placeId?.message}>
            <PlaceCombobox value={place} onChange={choose} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div className="space-y-4">
            <Field label="Exact spot (optional)" hint="A park, a school, a market: never a home address." error={errors.spot?.message}>
              <Input placeholder="e.g. Decatur Square gazebo" {...form.register('spot')} />
            </Field>
            <Field label="Notes (optional)" error={errors.notes?.message}>
              <Textarea rows={2} maxLength={STAND_EVENT_NOTES_MAX} {...form.register('notes')} />
            </Field>
            <label className="flex items-start gap-3">
              <input type="checkbox" className="mt-1 size-5 shrink-0 accent-candy-pink-dark" {...form.register('showSpot')} />
              <span className="text-sm">
                Show the exact spot and the notes on the public stand page for this day. Without this, everyone but you sees only the ZIP code area or city.
              </span>
            </label>
          </div>
          <figure className="self-start">
            <div className="overflow-hidden rounded-2xl border border-candy-purple/15 bg-candy-blue/15 p-1">
              <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full" aria-hidden="true" data-testid="event-map">
                <path d={US_PATH} fill="#fff8fc" stroke="#b58cff" strokeWidth="2.5" strokeLinejoin="round" />
                <path d={LAKE_MICHIGAN_PATH} fill="#cdeeff" stroke="#b58cff" strokeWidth="1.5" />
                {marker ? <circle cx={marker.x} cy={marker.y} r={14} fill="#be2878" stroke="#fff" strokeWidth={4} /> : null}
              </svg>
            </div>
            <figcaption className="mt-1 flex items-center gap-1 text-sm text-ink/75">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {place ? `Preview: ${place.label}` : 'The map shows the area you choose.'}
            </figcaption>
          </figure>
        </div>
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add stand day'}
        </Button>
      </form>
    </section>
  );
}
