import { eventInputSchema } from '@shared/schemas/admin-events';
import { EVENT_TYPES } from '@shared/schemas/values';
import { Controller } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { useAdminForm } from '../shared/use-admin-form';
import { FormToggleField } from '../shared/form-controls';
import type { AdminEvent } from './events-page';

type EventType = (typeof EVENT_TYPES)[number];
const TYPE_LABELS: Record<EventType, string> = { regular: 'Regular pop-up', school: 'School event', festival: 'Festival' };

type FormState = {
  title: string;
  description: string;
  location: string;
  address: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  type: EventType;
  lat: string;
  lng: string;
  isActive: boolean;
  allowsPickup: boolean;
};

// New events are active by default.
const EMPTY: FormState = {
  title: '',
  description: '',
  location: '',
  address: '',
  eventDate: '',
  startTime: '',
  endTime: '',
  type: 'regular',
  lat: '',
  lng: '',
  isActive: true,
  allowsPickup: false,
};

function fromEvent(event: AdminEvent): FormState {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    address: event.address,
    eventDate: event.eventDate,
    startTime: event.startTime,
    endTime: event.endTime,
    type: event.type,
    lat: event.lat === null ? '' : String(event.lat),
    lng: event.lng === null ? '' : String(event.lng),
    isActive: event.isActive,
    allowsPickup: event.allowsPickup,
  };
}

/** '' is "not placed on the map"; anything else must read as a number (the schema says so if it does not). */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

export function EventFormDialog({ event, onClose }: { event: AdminEvent | 'new' | null; onClose: () => void }) {
  return event === null ? null : <EventForm key={event === 'new' ? 'new' : event.id} event={event} onClose={onClose} />;
}

function EventForm({ event, onClose }: { event: AdminEvent | 'new'; onClose: () => void }) {
  const isNew = event === 'new';
  const utils = api.useUtils();

  const onSaved = async (message: string) => {
    toastSuccess(message);
    onClose();
    await Promise.all([utils.admin.events.invalidate(), utils.content.invalidate()]);
  };
  const create = api.admin.events.create.useMutation({
    onSuccess: () => onSaved('Event created successfully'),
    onError: (error) => toastError('Failed to save event', error),
  });
  const update = api.admin.events.update.useMutation({
    onSuccess: () => onSaved('Event updated successfully'),
    onError: (error) => toastError('Failed to save event', error),
  });

  const { form, errors, submit } = useAdminForm({
    schema: eventInputSchema,
    read: (values: FormState) => ({ ...values, lat: coordinate(values.lat), lng: coordinate(values.lng) }),
    defaultValues: isNew ? EMPTY : fromEvent(event),
    save: (input) => (isNew ? create.mutate(input) : update.mutate({ id: event.id, event: input })),
  });

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Event' : 'Edit Event'}
      submitLabel={isNew ? 'Create Event' : 'Update Event'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Title *" error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location *" error={errors.location?.message} hint="The place's name, e.g. Piedmont Park">
          <Input {...form.register('location')} maxLength={200} />
        </Field>
        <Field label="Address" error={errors.address?.message}>
          <Input {...form.register('address')} maxLength={200} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="eventDate"
        render={({ field, fieldState }) => (
          <Field label="Date *" error={fieldState.error?.message}>
            <DatePicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field label="Start time *" error={errors.startTime?.message}>
          <Input type="time" {...form.register('startTime')} />
        </Field>
        <Field label="End time *" error={errors.endTime?.message}>
          <Input type="time" {...form.register('endTime')} />
        </Field>
      </div>
      <Field label="Type" error={errors.type?.message}>
        <NativeSelect {...form.register('type')}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Latitude" error={errors.lat?.message} hint="Optional, for the map">
          <Input type="number" inputMode="decimal" step="any" {...form.register('lat')} placeholder="33.7490" />
        </Field>
        <Field label="Longitude" error={errors.lng?.message} hint="Optional, for the map">
          <Input type="number" inputMode="decimal" step="any" {...form.register('lng')} placeholder="-84.3880" />
        </Field>
      </div>
      <FormToggleField control={form.control} name="isActive" label="Active" hint="Shown on the public events page" />
      <FormToggleField
        control={form.control}
        name="allowsPickup"
        label="Shop pickup here"
        hint="Shop orders can choose to be picked up at this pop-up (offered at checkout until it starts)"
      />
    </AdminFormDialog>
  );
}
