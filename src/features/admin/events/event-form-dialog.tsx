import { useState } from 'react';
import { eventInputSchema } from '@shared/schemas/admin-events';
import { EVENT_TYPES } from '@shared/schemas/values';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { AdminFormDialog } from '../shared/admin-form-dialog';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { validateForm } from '../shared/form';
import { ToggleField } from '../shared/form-controls';
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
  };
}

/** '' is "not placed on the map"; anything else must read as a number (the schema says so if it does not). */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

export function EventFormDialog({ event, onClose }: { event: AdminEvent | 'new' | null; onClose: () => void }) {
  return event === null ? null : <EventForm key={event === 'new' ? 'new' : event.id} event={event} onClose={onClose} />;
}

function EventForm({ event, onClose }: { event: AdminEvent | 'new'; onClose: () => void }) {
  const isNew = event === 'new';
  const [form, setForm] = useState<FormState>(isNew ? EMPTY : fromEvent(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = api.useUtils();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

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

  function submit() {
    const result = validateForm(eventInputSchema, { ...form, lat: coordinate(form.lat), lng: coordinate(form.lng) });
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (isNew) create.mutate(result.data);
    else update.mutate({ id: event.id, event: result.data });
  }

  return (
    <AdminFormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={isNew ? 'Create Event' : 'Edit Event'}
      submitLabel={isNew ? 'Create Event' : 'Update Event'}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <Field label="Title *" error={errors.title}>
        <Input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea value={form.description} onChange={(e) => set('description', e.target.value)} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location *" error={errors.location} hint="The place's name, e.g. Piedmont Park">
          <Input value={form.location} onChange={(e) => set('location', e.target.value)} maxLength={200} />
        </Field>
        <Field label="Address" error={errors.address}>
          <Input value={form.address} onChange={(e) => set('address', e.target.value)} maxLength={200} />
        </Field>
      </div>
      <Field label="Date *" error={errors.eventDate}>
        <DatePicker value={form.eventDate} onChange={(date) => set('eventDate', date)} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Start time *" error={errors.startTime}>
          <Input type="time" value={form.startTime} onChange={(e) => set('startTime', e.target.value)} />
        </Field>
        <Field label="End time *" error={errors.endTime}>
          <Input type="time" value={form.endTime} onChange={(e) => set('endTime', e.target.value)} />
        </Field>
      </div>
      <Field label="Type" error={errors.type}>
        <NativeSelect value={form.type} onChange={(e) => set('type', e.target.value as EventType)}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Latitude" error={errors.lat} hint="Optional, for the map">
          <Input type="number" inputMode="decimal" step="any" value={form.lat} onChange={(e) => set('lat', e.target.value)} placeholder="33.7490" />
        </Field>
        <Field label="Longitude" error={errors.lng} hint="Optional, for the map">
          <Input type="number" inputMode="decimal" step="any" value={form.lng} onChange={(e) => set('lng', e.target.value)} placeholder="-84.3880" />
        </Field>
      </div>
      <ToggleField label="Active" hint="Shown on the public events page" checked={form.isActive} onChange={(v) => set('isActive', v)} />
    </AdminFormDialog>
  );
}
