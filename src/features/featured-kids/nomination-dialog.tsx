import { CheckCircle2Icon, HeartHandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { numberOrUndefined, readFormAs, showServerErrors, useZodForm } from '@/lib/zod-form';
import { NOMINEE_AGE_MAX, NOMINEE_AGE_MIN, nominationSchema } from '@shared/schemas/forms';

const EMPTY = { kidName: '', age: '', story: '', nominatorName: '', nominatorEmail: '' };
type Values = typeof EMPTY;

// The form's own fields, the age as typed: the idempotency key is added when it is sent.
const nominationFormSchema = readFormAs(
  (values: Values) => ({ ...values, age: numberOrUndefined(values.age) }),
  nominationSchema.omit({ idempotencyKey: true }),
);

/** The banner's call to action: the button that opens the nomination dialog. */
export function NominateAction() {
  return (
    <div id="nominate-action" className="mt-6">
      <NominationDialog />
    </div>
  );
}

function NominationDialog() {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSubmitted(false);
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg">
          <HeartHandshakeIcon aria-hidden="true" /> Nominate a Kid
        </Button>
      </DialogTrigger>
      <DialogContent
        title={submitted ? 'Nomination received!' : 'Nominate a Kid'}
        description={submitted ? undefined : 'Know a kid (ages 8-16) who is making a difference? Tell us about them.'}
      >
        {submitted ? (
          <div className="text-center" role="status">
            <CheckCircle2Icon className="mx-auto size-14 text-candy-mint" aria-hidden="true" />
            <p className="mt-3 text-ink/80">
              Thank you for telling us about them. Our team reads every nomination and will reach out by email if they are chosen for a spotlight.
            </p>
            <div className="mt-6 flex justify-center gap-3">
              <Button variant="outline" onClick={() => setSubmitted(false)}>
                Nominate Another Kid
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <NominationForm onSubmitted={() => setSubmitted(true)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NominationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useZodForm(nominationFormSchema, { defaultValues: EMPTY });
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const nominate = api.forms.nomination.useMutation();
  const submission = useSubmission();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submission.run(async () => {
      try {
        await nominate.mutateAsync({ ...values, idempotencyKey });
        toast.success('Nomination sent!', { description: 'Thank you for celebrating a kid who gives back.' });
        form.reset(EMPTY);
        renewKey();
        onSubmitted();
      } catch (error) {
        showServerErrors(form, error);
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Nominate a Kid">
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <Field label="Kid's name" error={errors.kidName?.message}>
          <Input {...form.register('kidName')} autoComplete="off" required />
        </Field>
        <Field label="Age" error={errors.age?.message}>
          <Input type="number" inputMode="numeric" min={NOMINEE_AGE_MIN} max={NOMINEE_AGE_MAX} {...form.register('age')} required />
        </Field>
      </div>
      <Field label="Their story" hint="What are they doing, and who does it help?" error={errors.story?.message}>
        <Textarea {...form.register('story')} rows={5} required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" error={errors.nominatorName?.message}>
          <Input {...form.register('nominatorName')} autoComplete="name" required />
        </Field>
        <Field label="Your email" error={errors.nominatorEmail?.message}>
          <Input type="email" {...form.register('nominatorEmail')} autoComplete="email" required />
        </Field>
      </div>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Send Nomination'}
      </Button>
    </form>
  );
}
