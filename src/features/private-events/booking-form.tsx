import { CheckCircle2Icon, XIcon } from 'lucide-react';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { formatCents } from '@shared/money';
import { api } from '@/lib/trpc';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useSubmission } from '@/lib/use-submission';
import { numberOrUndefined, readFormAs, showServerErrors, useZodForm } from '@/lib/zod-form';
import { DEFAULT_MIN_NOTICE_DAYS, earliestBookingDate, shortNoticeMessage } from '@shared/schemas/booking-notice';
import { BOOKING_EVENT_TYPE_LABELS, bookingSchemaFor } from '@shared/schemas/forms';
import { businessToday } from '@shared/business-date';
import { BOOKING_EVENT_TYPES } from '@shared/schemas/values';

export type PackageOption = { id: string; name: string; priceCents: number };

// The package is the page's choice (its package cards set it too), sent from the prop; `packageId` is a form value
// only so that its messages, the schema's or the server's, land beside the package select.
const EMPTY = { name: '', email: '', phone: '', eventType: '', eventDate: '', eventTime: '', location: '', guests: '', packageId: '', specialRequests: '' };
type Values = typeof EMPTY;

export function BookingForm({ packages, packageId, onPackageChange }: { packages: PackageOption[]; packageId: string; onPackageChange: (id: string) => void }) {
  const [submitted, setSubmitted] = useState(false);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const book = api.forms.booking.useMutation();
  const submission = useSubmission();
  // Today in Atlanta, as the server counts it, and the first date the notice from Settings leaves open. Read from the
  // visitor's clock once the page is live: the server's rendered page may be served from its cache after midnight.
  const hydrated = useHydrated();
  const today = businessToday(new Date());
  const settings = api.content.settings.useQuery();
  const minNoticeDays = settings.data?.booking.minNoticeDays ?? DEFAULT_MIN_NOTICE_DAYS;
  const earliest = earliestBookingDate(today, minNoticeDays);
  const notice = { earliest, message: shortNoticeMessage(earliest, minNoticeDays, settings.data?.contact?.phone ?? null) };

  const form = useZodForm(
    readFormAs(
      (values: Values) => ({
        ...values,
        eventType: values.eventType || undefined,
        guests: numberOrUndefined(values.guests),
        packageId: packageId || undefined,
        idempotencyKey,
      }),
      bookingSchemaFor(today, notice),
    ),
    { defaultValues: EMPTY },
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((booking) =>
    submission.run(async () => {
      try {
        await book.mutateAsync(booking);
        toast.success('Booking request sent!', { description: "We'll get back to you within 24 hours." });
        form.reset(EMPTY);
        onPackageChange('');
        renewKey();
        setSubmitted(true);
      } catch (error) {
        showServerErrors(form, error);
      }
    }),
  );

  if (submitted) {
    return (
      <div className="py-8 text-center" role="status" data-testid="booking-success">
        <CheckCircle2Icon className="mx-auto size-16 text-candy-mint" aria-hidden="true" />
        <h3 className="mt-4 text-2xl font-extrabold">Booking request received!</h3>
        <p className="mx-auto mt-2 max-w-md text-ink/75">Thank you! Our team will reply within 24 hours to confirm the details and your date.</p>
        <Button className="mt-6" variant="outline" onClick={() => setSubmitted(false)}>
          Book Another Event
        </Button>
      </div>
    );
  }

  const selected = packages.find((p) => p.id === packageId);

  return (
    <form id="booking-form" onSubmit={onSubmit} noValidate aria-label="Book your event" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" error={errors.name?.message}>
          <Input {...form.register('name')} autoComplete="name" required />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} autoComplete="email" required />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} autoComplete="tel" placeholder="(404) 555-0123" required />
        </Field>
        <Field label="Event type" error={errors.eventType?.message}>
          <NativeSelect {...form.register('eventType')} required>
            <option value="">Choose an event type</option>
            {BOOKING_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {BOOKING_EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Event date" error={errors.eventDate?.message}>
          <Input type="date" min={hydrated ? earliest : undefined} {...form.register('eventDate')} required />
        </Field>
        <Field label="Start time" error={errors.eventTime?.message}>
          <Input type="time" {...form.register('eventTime')} required />
        </Field>
        <Field label="Event location" error={errors.location?.message}>
          <Input {...form.register('location')} autoComplete="street-address" placeholder="Venue or address" required />
        </Field>
        <Field label="Number of guests" error={errors.guests?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('guests')} required />
        </Field>
      </div>
      <Field
        label="Package (optional)"
        error={errors.packageId?.message}
        hint={selected ? `Selected: ${selected.name}` : 'Not sure yet? Leave it open and we will help you choose.'}
      >
        <NativeSelect value={packageId} onChange={(event) => onPackageChange(event.target.value)}>
          <option value="">No package selected</option>
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({formatCents(p.priceCents)})
            </option>
          ))}
        </NativeSelect>
      </Field>
      {selected ? (
        <Button variant="ghost" size="sm" onClick={() => onPackageChange('')} className="-mt-2">
          <XIcon aria-hidden="true" /> Clear package
        </Button>
      ) : null}
      <Field label="Special requests (optional)" error={errors.specialRequests?.message}>
        <Textarea {...form.register('specialRequests')} rows={4} placeholder="Theme colors, allergies, timing, anything we should know" />
      </Field>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Request Booking'}
      </Button>
      <p className="text-center text-sm text-ink/70">We reply to every booking request within 24 hours.</p>
    </form>
  );
}
