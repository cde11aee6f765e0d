import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { api } from '@/lib/trpc';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useSubmission } from '@/lib/use-submission';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { CONTACT_SUBJECT_LABELS, contactSchema } from '@shared/schemas/forms';
import { CONTACT_SUBJECTS } from '@shared/schemas/values';

// The form's own fields: the idempotency key is added when it is sent.
const contactFormSchema = contactSchema.omit({ idempotencyKey: true });
const EMPTY = { name: '', email: '', subject: '' as never, message: '' };

export function ContactForm() {
  const form = useZodForm(contactFormSchema, { defaultValues: EMPTY });
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const send = api.forms.contact.useMutation();
  const submission = useSubmission();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submission.run(async () => {
      try {
        await send.mutateAsync({ ...values, idempotencyKey });
        toast.success('Message Sent!', { description: "We'll get back to you soon. Thanks for reaching out!" });
        form.reset(EMPTY);
        renewKey();
      } catch (error) {
        showServerErrors(form, error);
      }
    }),
  );

  return (
    <form id="contact-form" onSubmit={onSubmit} noValidate aria-label="Send us a message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input {...form.register('name')} autoComplete="name" required />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} autoComplete="email" required />
        </Field>
      </div>
      <Field label="Subject" error={errors.subject?.message}>
        <NativeSelect {...form.register('subject')} required>
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Message" error={errors.message?.message}>
        <Textarea {...form.register('message')} rows={6} required />
      </Field>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
