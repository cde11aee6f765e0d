import { CheckCircle2Icon, HeartHandshakeIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { NOMINEE_AGE_MAX, NOMINEE_AGE_MIN, nominationSchema } from '@shared/schemas/forms';

const EMPTY = { kidName: '', age: '', story: '', nominatorName: '', nominatorEmail: '' };
type Values = typeof EMPTY;

export function NominationDialog() {
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
              Thank you for telling us about them. Our team reads every nomination and will reach out by email if they are
              chosen for a spotlight.
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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const nominate = api.forms.nomination.useMutation();
  const submission = useSubmission();

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = nominationSchema.safeParse({ ...values, age: values.age.trim() === '' ? undefined : Number(values.age), idempotencyKey });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    await submission.run(async () => {
      try {
        await nominate.mutateAsync(parsed.data);
        toast.success('Nomination sent!', { description: 'Thank you for celebrating a kid who gives back.' });
        setValues(EMPTY);
        renewKey();
        onSubmitted();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorMessageOf(error));
      }
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Nominate a Kid">
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <Field label="Kid's name" error={errors.kidName}>
          <Input value={values.kidName} onChange={set('kidName')} autoComplete="off" required />
        </Field>
        <Field label="Age" error={errors.age}>
          <Input type="number" inputMode="numeric" min={NOMINEE_AGE_MIN} max={NOMINEE_AGE_MAX} value={values.age} onChange={set('age')} required />
        </Field>
      </div>
      <Field label="Their story" hint="What are they doing, and who does it help?" error={errors.story}>
        <Textarea value={values.story} onChange={set('story')} rows={5} required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" error={errors.nominatorName}>
          <Input value={values.nominatorName} onChange={set('nominatorName')} autoComplete="name" required />
        </Field>
        <Field label="Your email" error={errors.nominatorEmail}>
          <Input type="email" value={values.nominatorEmail} onChange={set('nominatorEmail')} autoComplete="email" required />
        </Field>
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-600">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Send Nomination'}
      </Button>
    </form>
  );
}
