import type { Path } from 'react-hook-form';
import { settingsInputSchema } from '@shared/schemas/admin-system';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import { readFormAs, useZodForm } from '@/lib/zod-form';
import type { RouterOutputs } from '../shared/types';
import { AdminPageHeader } from '../shared/admin-page-header';
import { toastError, toastSuccess } from '../shared/admin-toasts';
import { FulfilmentSettings } from './fulfilment-settings';

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
      <FulfilmentSettings />
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

// The form holds the settings as read, tutorials' titles included; the input schema keeps what can be saved.
const settingsFormSchema = readFormAs((settings: Settings) => settings, settingsInputSchema);

function SettingsForm({ initial }: { initial: Settings }) {
  const form = useZodForm(settingsFormSchema, { defaultValues: initial });
  const errorAt = (name: Path<Settings>) => {
    const message: unknown = form.getFieldState(name, form.formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // A number field left empty reads as NaN, which the schema names in its own words.
  const asNumber = { valueAsNumber: true } as const;
  const utils = api.useUtils();
  const save = api.admin.settings.update.useMutation({
    onSuccess: async (saved) => {
      toastSuccess('Settings saved successfully!');
      form.reset(saved);
      // The public pages' copy too, so the contact page and footer show the change at once in this browser.
      await Promise.all([utils.admin.settings.invalidate(), utils.admin.dashboard.invalidate(), utils.invalidate()]);
    },
    onError: (error) => toastError('Error saving settings', error),
  });

  const submit = form.handleSubmit((settings) => save.mutate(settings));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Contact details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ key, label, type }) => (
            <Field key={key} label={label} error={errorAt(`contact.${key}`)}>
              <Input type={type} {...form.register(`contact.${key}`)} />
            </Field>
          ))}
          <Field label="Address" error={errorAt('contact.address')} className="sm:col-span-2">
            <Input {...form.register('contact.address')} />
          </Field>
          <Field label="Hours" error={errorAt('contact.hoursText')} hint="As it should read on the site, e.g. Mon-Fri 9am-5pm EST" className="sm:col-span-2">
            <Textarea rows={2} className="min-h-0" {...form.register('contact.hoursText')} />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label }) => (
            <Field key={key} label={label} error={errorAt(`social.${key}`)}>
              <Input type="url" inputMode="url" {...form.register(`social.${key}`)} placeholder="https://" />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Member discount</legend>
        <Field
          label="Discount cap (%)"
          error={errorAt('memberDiscount.capPercent')}
          hint="Members earn 2.5% off orders per business level they reach in the game, up to this cap (0 to 25)."
          className="max-w-xs"
        >
          <Input type="number" inputMode="numeric" min={0} max={25} step={1} {...form.register('memberDiscount.capPercent', asNumber)} />
        </Field>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Sales tax</legend>
        <Field
          label="Sales tax rate (%)"
          error={errorAt('salesTax.ratePercent')}
          hint="Added to every order after discounts (a tip is not taxed). Georgia's state rate of 4% applies until you set the combined state and local rate for your address, e.g. 8.9."
          className="max-w-md"
        >
          <Input type="number" inputMode="decimal" min={0} max={20} step={0.01} {...form.register('salesTax.ratePercent', asNumber)} />
        </Field>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Private-event bookings</legend>
        <Field
          label="Minimum notice (days)"
          error={errorAt('booking.minNoticeDays')}
          hint="How many days ahead a party must be booked online. Sooner dates are refused with a message to call the phone number above."
          className="max-w-xs"
        >
          <Input type="number" inputMode="numeric" min={0} max={180} step={1} {...form.register('booking.minNoticeDays', asNumber)} />
        </Field>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Fluff Fundraiser dates</legend>
        <p className="mb-4 text-sm text-ink/70">
          After the end date, stand pages show their final result and orders no longer count for a stand. Leave empty while no date is set.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Start date" error={errorAt('fundraiserDates.startDate')}>
            <Input type="date" {...form.register('fundraiserDates.startDate')} />
          </Field>
          <Field label="End date" error={errorAt('fundraiserDates.endDate')}>
            <Input type="date" {...form.register('fundraiserDates.endDate')} />
          </Field>
        </div>
      </fieldset>
      <fieldset className="rounded-2xl border border-candy-purple/15 bg-white p-5 shadow-sm">
        <legend className="font-display px-1 text-lg font-bold">Fluff Fundraiser videos</legend>
        <p className="mb-4 text-sm text-ink/70">Paste YouTube links or video ids. The page shows a video button, player or link only for the ones set here.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Program video" error={errorAt('fundraiserVideos.programVideoId')}>
            <Input {...form.register('fundraiserVideos.programVideoId')} placeholder="https://youtu.be/…" />
          </Field>
          <Field label="Full video playlist" error={errorAt('fundraiserVideos.playlistUrl')}>
            <Input type="url" {...form.register('fundraiserVideos.playlistUrl')} placeholder="https://www.youtube.com/playlist?list=…" />
          </Field>
          {form.getValues('tutorials').map((tutorial) => (
            <Field key={tutorial.id} label={`Tutorial: ${tutorial.title}`} error={errorAt(`fundraiserVideos.tutorialVideos.${tutorial.id}`)}>
              <Input {...form.register(`fundraiserVideos.tutorialVideos.${tutorial.id}`)} placeholder="https://youtu.be/…" />
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
