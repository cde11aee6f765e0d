import { MapPinIcon, Trash2Icon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatLongDate } from '@/lib/format';
import { api, errorMessageOf } from '@/lib/trpc';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { STAND_EVENT_NOTES_MAX, standEventSchema } from '@shared/schemas/fundraiser';
import { formatCoordinates, LAKE_MICHIGAN_PATH, MAP_HEIGHT, MAP_WIDTH, project, unproject, US_PATH } from './us-map';

type StandEvent = {
  id: string;
  eventDate: string;
  place: string;
  lat: number;
  lng: number;
  notes: string;
};
const EMPTY = { eventDate: '', place: '', notes: '' };

/**
 * The parent's stand days: date, a place picked on the drawn map (a click sets the coordinates) and notes. Past days
 * stay listed here; the public page shows the ones ahead.
 */
export function StandEventsEditor({ slug, events, today }: { slug: string; events: StandEvent[]; today: string }) {
  const utils = api.useUtils();
  const form = useZodForm(standEventSchema, { defaultValues: { slug, ...EMPTY } });
  const { errors } = form.formState;
  const lat = form.watch('lat');
  const lng = form.watch('lng');
  const point = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  const add = api.fundraiser.addStandEvent.useMutation();
  const remove = api.fundraiser.removeStandEvent.useMutation({
    onSuccess: () => utils.fundraiser.myStands.invalidate(),
    onError: (error) =>
      toast.error('Could not remove the stand day', {
        description: errorMessageOf(error),
      }),
  });

  function pick(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * MAP_WIDTH;
    const y = ((event.clientY - box.top) / box.height) * MAP_HEIGHT;
    const [pickedLat, pickedLng] = unproject(x, y);
    const validate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('lat', Math.round(pickedLat * 10_000) / 10_000, validate);
    form.setValue('lng', Math.round(pickedLng * 10_000) / 10_000, validate);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Stand day added');
      form.reset({ slug, ...EMPTY });
      await Promise.all([utils.fundraiser.myStands.invalidate(), utils.fundraiser.stand.invalidate({ slug })]);
    } catch (error) {
      const message = showServerErrors(form, error);
      if (message) toast.error('Could not add the stand day', { description: message });
    }
  });
  const mapError = errors.lat?.message ?? errors.lng?.message;

  const marker = point ? project([point.lat, point.lng]) : null;
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
                  {event.place} · {formatCoordinates(event.lat, event.lng)}
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
          <Field label="Place" hint="A park, a school, a market: never a home address" error={errors.place?.message}>
            <Input {...form.register('place')} />
          </Field>
        </div>
        <div>
          <p className="text-sm font-bold" id={`map-label-${slug}`}>
            Pick the place on the map
          </p>
          <div className="relative mt-1 overflow-hidden rounded-2xl border border-candy-purple/15 bg-candy-blue/15 p-1">
            <svg
              viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
              className="block h-auto w-full cursor-crosshair"
              role="img"
              aria-labelledby={`map-label-${slug}`}
              data-testid="event-map"
              onClick={pick}
            >
              <path d={US_PATH} fill="#fff8fc" stroke="#b58cff" strokeWidth="2.5" strokeLinejoin="round" />
              <path d={LAKE_MICHIGAN_PATH} fill="#cdeeff" stroke="#b58cff" strokeWidth="1.5" />
              {marker ? <circle cx={marker.x} cy={marker.y} r={10} fill="#be2878" stroke="#fff" strokeWidth={3} /> : null}
            </svg>
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink/75" aria-live="polite">
            <MapPinIcon className="size-4" aria-hidden="true" />
            {point ? formatCoordinates(point.lat, point.lng) : 'Click the map where the stand will be.'}
          </p>
          {mapError ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-600">
              {mapError}
            </p>
          ) : null}
        </div>
        <Field label="Notes (optional)" error={errors.notes?.message}>
          <Textarea rows={2} maxLength={STAND_EVENT_NOTES_MAX} {...form.register('notes')} />
        </Field>
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add stand day'}
        </Button>
      </form>
    </section>
  );
}
