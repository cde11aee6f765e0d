import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useSubmission } from '@/lib/use-submission';
import { CONTACT_SUBJECT_LABELS, contactSchema } from '@shared/schemas/forms';
import { CONTACT_SUBJECTS } from '@shared/schemas/values';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Values = typeof EMPTY;

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const send = api.forms.contact.useMutation();
  const submission = useSubmission();

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactSchema.safeParse({ ...values, subject: values.subject || undefined, idempotencyKey });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(undefined);
    await submission.run(async () => {
      try {
        await send.mutateAsync(parsed.data);
        toast.success('Message Sent!', { description: "We'll get back to you soon. Thanks for reaching out!" });
        setValues(EMPTY);
        renewKey();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorMessageOf(error));
      }
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input value={values.name} onChange={set('name')} autoComplete="name" required />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" required />
        </Field>
      </div>
      <Field label="Subject" error={errors.subject}>
        <NativeSelect value={values.subject} onChange={set('subject')} required>
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Message" error={errors.message}>
        <Textarea value={values.message} onChange={set('message')} rows={6} required />
      </Field>
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-600">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
