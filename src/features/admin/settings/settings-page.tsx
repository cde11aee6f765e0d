import { useState } from 'react';
import { settingsInputSchema } from '@shared/schemas/admin-system';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import type { RouterOutputs } from '../shared/types';
import { AdminPageHeader } from '../shared/admin-page-header';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { validateForm } from '../shared/form';

type Settings = RouterOutputs['admin']['settings']['get'];

export function SettingsPage() {
  const settings = api.admin.settings.get.useQuery();
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title="Settings"
        description="The business details the public pages show (contact, opening hours and social profiles), the members' game discount, the booking notice and the fundraiser's dates and videos."
      />
      {settings.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner label="Loading settings" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-8 text-center font-semibold text-red-700 shadow-sm">
          {errorMessageOf(settings.error)}
        </p>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </div>
  );
}

const CONTACT_FIELDS = [
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
] as const;
const SOCIAL_FIELDS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'facebook', label: 'Facebook' },
] as const;

function SettingsForm({ initial }: { initial: Settings }) {
  const [form, setForm] = useState<Settings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = api.useUtils();
  const save = api.admin.settings.update.useMutation({
    onSuccess: async (saved) => {
      toastSuccess('Settings saved successfully!');
      setForm(saved);
      // The public pages' copy too, so the contact page and footer show the change at once in this browser.
      await Promise.all([utils.admin.settings.invalidate(), utils.admin.dashboard.invalidate(), utils.invalidate()]);
    },
    onError: (error) => toastError('Error saving settings', error),
  });

  const setContact = (key: keyof Settings['contact'], value: string) => setForm((f) => ({ ...f, contact: { ...f.contact, [key]: value } }));
  const setVideos = (change: Partial<Settings['fundraiserVideos']>) =>
    setForm((f) => ({ ...f, fundraiserVideos: { ...f.fundraiserVideos, ...change } }));
  const setSocial = (key: keyof Settings['social'], value: string) => setForm((f) => ({ ...f, social: { ...f.social, [key]: value } }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(settingsInputSchema, form);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.data);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Contact details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ key, label, type }) => (
            <Field key={key} label={label} error={errors[`contact.${key}`]}>
              <Input type={type} value={form.contact[key]} onChange={(e) => setContact(key, e.target.value)} />
            </Field>
          ))}
          <Field label="Address" error={errors['contact.address']} className="sm:col-span-2">
            <Input value={form.contact.address} onChange={(e) => setContact('address', e.target.value)} />
          </Field>
          <Field label="Hours" error={errors['contact.hoursText']} hint="As it should read on the site, e.g. Mon-Fri 9am-5pm EST" className="sm:col-span-2">
            <Textarea rows={2} className="min-h-0" value={form.contact.hoursText} onChange={(e) => setContact('hoursText', e.target.value)} />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label }) => (
            <Field key={key} label={label} error={errors[`social.${key}`]}>
              <Input type="url" inputMode="url" value={form.social[key]} onChange={(e) => setSocial(key, e.target.value)} placeholder="https://" />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Member discount</legend>
        <Field
          label="Discount cap (%)"
          error={errors['memberDiscount.capPercent']}
          hint="Members earn 2.5% off orders per business level they reach in the game, up to this cap (0 to 25)."
          className="max-w-xs"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={25}
            step={1}
            value={Number.isFinite(form.memberDiscount.capPercent) ? form.memberDiscount.capPercent : ''}
            onChange={(e) => setForm((f) => ({ ...f, memberDiscount: { capPercent: e.target.value === '' ? Number.NaN : Number(e.target.value) } }))}
          />
        </Field>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Private-event bookings</legend>
        <Field
          label="Minimum notice (days)"
          error={errors['booking.minNoticeDays']}
          hint="How many days ahead a party must be booked online. Sooner dates are refused with a message to call the phone number above."
          className="max-w-xs"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={180}
            step={1}
            value={Number.isFinite(form.booking.minNoticeDays) ? form.booking.minNoticeDays : ''}
            onChange={(e) => setForm((f) => ({ ...f, booking: { minNoticeDays: e.target.value === '' ? Number.NaN : Number(e.target.value) } }))}
          />
        </Field>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Fluff Fundraiser dates</legend>
        <p className="mb-4 text-sm text-ink/70">
          After the end date, stand pages show their final result and orders no longer count for a stand. Leave empty while no date is set.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Start date" error={errors['fundraiserDates.startDate']}>
            <Input
              type="date"
              value={form.fundraiserDates.startDate}
              onChange={(e) => setForm((f) => ({ ...f, fundraiserDates: { ...f.fundraiserDates, startDate: e.target.value } }))}
            />
          </Field>
          <Field label="End date" error={errors['fundraiserDates.endDate']}>
            <Input
              type="date"
              value={form.fundraiserDates.endDate}
              onChange={(e) => setForm((f) => ({ ...f, fundraiserDates: { ...f.fundraiserDates, endDate: e.target.value } }))}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Fluff Fundraiser videos</legend>
        <p className="mb-4 text-sm text-ink/70">
          Paste YouTube links or video ids. The page shows a video button, player or link only for the ones set here.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Program video" error={errors['fundraiserVideos.programVideoId']}>
            <Input value={form.fundraiserVideos.programVideoId} onChange={(e) => setVideos({ programVideoId: e.target.value })} placeholder="https://youtu.be/…" />
          </Field>
          <Field label="Full video playlist" error={errors['fundraiserVideos.playlistUrl']}>
            <Input
              type="url"
              value={form.fundraiserVideos.playlistUrl}
              onChange={(e) => setVideos({ playlistUrl: e.target.value })}
              placeholder="https://www.youtube.com/playlist?list=…"
            />
          </Field>
          {form.tutorials.map((tutorial) => (
            <Field key={tutorial.id} label={`Tutorial: ${tutorial.title}`} error={errors[`fundraiserVideos.tutorialVideos.${tutorial.id}`]}>
              <Input
                value={form.fundraiserVideos.tutorialVideos[tutorial.id] ?? ''}
                onChange={(e) => setVideos({ tutorialVideos: { ...form.fundraiserVideos.tutorialVideos, [tutorial.id]: e.target.value } })}
                placeholder="https://youtu.be/…"
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
