import { CheckCircle2Icon, XIcon } from 'lucide-react';
import { useHydrated } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { formatCents } from '@shared/money';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useSubmission } from '@/lib/use-submission';
import { DEFAULT_MIN_NOTICE_DAYS, earliestBookingDate, shortNoticeMessage } from '@shared/schemas/booking-notice';
import { BOOKING_EVENT_TYPE_LABELS, bookingSchemaFor } from '@shared/schemas/forms';
import { businessToday } from '@shared/business-date';
import { BOOKING_EVENT_TYPES } from '@shared/schemas/values';

export type PackageOption = { id: string; name: string; priceCents: number };

const EMPTY = { name: '', email: '', phone: '', eventType: '', eventDate: '', eventTime: '', location: '', guests: '', specialRequests: '' };
type Values = typeof EMPTY;


export function BookingForm({
  packages,
  packageId,
  onPackageChange,
}: {
  packages: PackageOption[];
  packageId: string;
  onPackageChange: (id: string) => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
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

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = bookingSchemaFor(today, notice).safeParse({
      ...values,
      eventType: values.eventType || undefined,
      guests: values.guests.trim() === '' ? undefined : Number(values.guests),
      packageId: packageId || undefined,
      idempotencyKey,
    });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    await submission.run(async () => {
      try {
        await book.mutateAsync(parsed.data);
        toast.success('Booking request sent!', { description: "We'll get back to you within 24 hours." });
        setValues(EMPTY);
        onPackageChange('');
        renewKey();
        setSubmitted(true);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorMessageOf(error));
      }
    });
  }

  if (submitted) {
    return (
      <div className="py-8 text-center" role="status" data-testid="booking-success">
        <CheckCircle2Icon className="mx-auto size-16 text-candy-mint" aria-hidden="true" />
        <h3 className="mt-4 text-2xl font-extrabold">Booking request received!</h3>
        <p className="mx-auto mt-2 max-w-md text-ink/75">
          Thank you! Our team will reply within 24 hours to confirm the details and your date.
        </p>
        <Button className="mt-6" variant="outline" onClick={() => setSubmitted(false)}>
          Book Another Event
        </Button>
      </div>
    );
  }

  const selected = packages.find((p) => p.id === packageId);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Book your event" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" error={errors.name}>
          <Input value={values.name} onChange={set('name')} autoComplete="name" required />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" placeholder="(404) 555-0123" required />
        </Field>
        <Field label="Event type" error={errors.eventType}>
          <NativeSelect value={values.eventType} onChange={set('eventType')} required>
            <option value="">Choose an event type</option>
            {BOOKING_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {BOOKING_EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Event date" error={errors.eventDate}>
          <Input type="date" min={hydrated ? earliest : undefined} value={values.eventDate} onChange={set('eventDate')} required />
        </Field>
        <Field label="Start time" error={errors.eventTime}>
          <Input type="time" value={values.eventTime} onChange={set('eventTime')} required />
        </Field>
        <Field label="Event location" error={errors.location}>
          <Input value={values.location} onChange={set('location')} autoComplete="street-address" placeholder="Venue or address" required />
        </Field>
        <Field label="Number of guests" error={errors.guests}>
          <Input type="number" inputMode="numeric" min={1} value={values.guests} onChange={set('guests')} required />
        </Field>
      </div>
      <Field label="Package (optional)" error={errors.packageId} hint={selected ? `Selected: ${selected.name}` : 'Not sure yet? Leave it open and we will help you choose.'}>
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
      <Field label="Special requests (optional)" error={errors.specialRequests}>
        <Textarea value={values.specialRequests} onChange={set('specialRequests')} rows={4} placeholder="Theme colors, allergies, timing, anything we should know" />
      </Field>
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-600">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Request Booking'}
      </Button>
      <p className="text-center text-sm text-ink/70">We reply to every booking request within 24 hours.</p>
    </form>
  );
}
