import { CheckIcon, DownloadIcon, PartyPopperIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { numberOrUndefined, readFormAs, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { downloadUrl, fundraiserRegistrationFields, publicKidName } from '@shared/schemas/fundraiser';
import { FUNDRAISER_GROUP_TYPE_LABELS, FUNDRAISER_GROUP_TYPES } from '@shared/schemas/values';
import { scrollToSection } from './scroll';
import { SectionHeading } from './section-heading';

type Values = {
  kidFirstName: string;
  kidLastInitial: string;
  kidAge: string;
  groupType: string;
  groupName: string;
  parentEmail: string;
  groupContactEmail: string;
  city: string;
  ytChannel: string;
  agreeTerms: boolean;
};
const EMPTY: Values = {
  kidFirstName: '',
  kidLastInitial: '',
  kidAge: '',
  groupType: '',
  groupName: '',
  parentEmail: '',
  groupContactEmail: '',
  city: '',
  ytChannel: '',
  agreeTerms: false,
};

// The form's own fields, the age as typed: the idempotency key is added when it is sent.
const registrationFormSchema = readFormAs((values: Values) => ({ ...values, kidAge: numberOrUndefined(values.kidAge) }), fundraiserRegistrationFields);

export function RegistrationSection() {
  // A refused submit puts the focus in the first field with a message.
  const form = useZodForm(registrationFormSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  // One key per fill of the form: a double click or a retried request stores one registration.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [registeredName, setRegisteredName] = useState<string | null>(null);
  const registration = api.fundraiser.register.useMutation();
  const submission = useSubmission();

  const onSubmit = form.handleSubmit((values) =>
    submission.run(async () => {
      try {
        await registration.mutateAsync({ ...values, idempotencyKey });
        toast.success('Registration Successful!', { description: 'Check your email for next steps and download links.' });
        setRegisteredName(publicKidName(values.kidFirstName, values.kidLastInitial));
        setIdempotencyKey(crypto.randomUUID());
      } catch (error) {
        // The server's field messages go beside their fields; the toast says the rest in every case.
        showServerFieldErrors(form, error);
        toast.error('Something went wrong', { description: 'Please try again later.' });
      }
    }),
  );

  function registerAnother() {
    form.reset(EMPTY);
    setRegisteredName(null);
    registration.reset();
  }

  return (
    <section id="registration" tabIndex={-1} aria-labelledby="registration-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="registration-title" eyebrow="Step 1" title="Register for the Quest">
        Parents and guardians: sign up your young entrepreneur and we will email your starter kit and download links.
      </SectionHeading>
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="p-6 md:p-8">
          {registeredName !== null ? (
            <div role="status" className="flex flex-col items-center py-6 text-center" data-testid="registration-success">
              <PartyPopperIcon className="size-14 text-candy-pink-dark" aria-hidden="true" />
              <h3 className="font-display mt-4 text-3xl font-extrabold">You're Registered!</h3>
              <p className="mt-3 max-w-md text-ink/75">
                Welcome to the quest, <span className="font-bold text-ink">{registeredName}</span>! We sent the next steps and your download links to your
                email.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <a href={downloadUrl('starter-kit')} download className={buttonVariants({ variant: 'primary' })}>
                  <DownloadIcon aria-hidden="true" /> Starter Kit PDF
                </a>
                <Button variant="outline" onClick={registerAnother}>
                  Register Another
                </Button>
              </div>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label="Fluff Fundraiser registration" className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Kid's First Name" error={errors.kidFirstName?.message}>
                  <Input {...form.register('kidFirstName')} autoComplete="off" />
                </Field>
                <div className="grid grid-cols-2 gap-4">
                  <Field label="Last Initial" hint="Shown as “Amara W.”" error={errors.kidLastInitial?.message}>
                    <Input {...form.register('kidLastInitial')} autoComplete="off" maxLength={2} />
                  </Field>
                  <Field label="Age (8-16)" error={errors.kidAge?.message}>
                    <Input {...form.register('kidAge')} type="number" inputMode="numeric" min={8} max={16} />
                  </Field>
                </div>
                <Field label="Group Type" error={errors.groupType?.message}>
                  <NativeSelect {...form.register('groupType')}>
                    <option value="">Choose…</option>
                    {FUNDRAISER_GROUP_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {FUNDRAISER_GROUP_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Group Name" hint="The school, team, youth group, camp or non-profit the stand raises money for" error={errors.groupName?.message}>
                  <Input {...form.register('groupName')} autoComplete="off" />
                </Field>
                <Field label="Parent's Email" error={errors.parentEmail?.message}>
                  <Input {...form.register('parentEmail')} type="email" autoComplete="email" />
                </Field>
                <Field
                  label="Group Organizer's Email (optional)"
                  hint="A teacher, coach or leader: signed in with this address, they see the group's stands and totals"
                  error={errors.groupContactEmail?.message}
                >
                  <Input {...form.register('groupContactEmail')} type="email" autoComplete="off" />
                </Field>
                <Field label="City" error={errors.city?.message}>
                  <Input {...form.register('city')} autoComplete="address-level2" />
                </Field>
                <Field label="YouTube Channel (optional)" error={errors.ytChannel?.message}>
                  <Input {...form.register('ytChannel')} placeholder="@yourchannel" />
                </Field>
              </div>
              <div>
                <label className="flex items-start gap-3">
                  <input
                    {...form.register('agreeTerms')}
                    type="checkbox"
                    aria-invalid={Boolean(errors.agreeTerms)}
                    aria-describedby={errors.agreeTerms ? 'agree-terms-error' : 'agree-terms-details'}
                    className="mt-1 size-5 shrink-0 accent-candy-pink-dark"
                  />
                  <span className="text-sm">I am the participant's parent or guardian and I agree to the terms and conditions.</span>
                </label>
                <details id="agree-terms-details" className="mt-2 ml-8 text-sm text-ink/70">
                  <summary className="cursor-pointer font-semibold text-candy-purple-dark">Read the terms</summary>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    <li>Participants are ages 8-16; a parent or guardian registers for them.</li>
                    <li>Adult supervision is required for participants under 12, and the registering adult is present for younger participants.</li>
                    <li>You will check your local regulations and obtain any permits your city, school or venue requires.</li>
                    <li>Photos and videos you upload may be shown on the leaderboard and gallery; never upload others without their permission.</li>
                  </ul>
                </details>
                {errors.agreeTerms ? (
                  <p id="agree-terms-error" role="alert" className="mt-1 text-sm font-semibold text-red-600">
                    {errors.agreeTerms.message}
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submission.pending}>
                {submission.slow ? 'Submitting...' : 'Register Now'}
              </Button>
            </form>
          )}
        </Card>
        <Card className="flex flex-col justify-between gap-6 bg-gradient-to-br from-candy-purple/15 to-candy-blue/15">
          <div>
            <h3 className="font-display text-2xl font-bold">Grab the Starter Kit</h3>
            <p className="mt-2 text-ink/75">Everything you need for your first stand, free with your registration:</p>
            <ul className="mt-4 space-y-2 text-sm font-semibold">
              {[
                'How the quest works, step by step',
                'Permit and supervision checklist',
                'Stand set-up and selling tips',
                'Score card with how the site scores a stand',
                'Signage, price list and hygiene checklist',
              ].map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-candy-purple-dark" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <Button variant="secondary" size="lg" onClick={() => scrollToSection('download-kit')}>
            <DownloadIcon aria-hidden="true" /> Download Starter Kit
          </Button>
        </Card>
      </div>
    </section>
  );
}

const KIT_FILES = [
  {
    slug: 'starter-kit',
    title: 'Starter Kit',
    emoji: '🎒',
    text: 'The quest from start to finish: permits and supervision, setting up, pricing, selling tips and how to score.',
    label: 'Download Starter Kit PDF',
  },
  {
    slug: 'score-card',
    title: 'Score Card',
    emoji: '🏅',
    text: 'How the site scores a stand (sales, star ratings, creativity) and a tally sheet for each stand day.',
    label: 'Download Score Card PDF',
  },
] as const;

export function DownloadKitSection() {
  return (
    <section id="download-kit" tabIndex={-1} aria-labelledby="download-kit-title" className="scroll-mt-20 bg-white px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="download-kit-title" eyebrow="Your toolkit" title="Download Your Kit" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {KIT_FILES.map((file) => (
            <li key={file.slug}>
              <Card className="flex h-full flex-col gap-4 bg-cream">
                <div className="flex items-center gap-4">
                  <span aria-hidden="true" className="text-5xl">
                    {file.emoji}
                  </span>
                  <div>
                    <h3 className="font-display text-2xl font-bold">{file.title}</h3>
                    <p className="text-sm font-bold text-candy-pink-dark">PDF</p>
                  </div>
                </div>
                <p className="text-ink/75">{file.text}</p>
                <a href={downloadUrl(file.slug)} download className={buttonVariants({ variant: 'primary', className: 'mt-auto self-start' })}>
                  <DownloadIcon aria-hidden="true" /> {file.label}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
