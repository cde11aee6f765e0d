import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { forgotPasswordSchema } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { AuthShell } from './auth-shell';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = api.account.requestPasswordReset.useMutation({
    onSuccess: (_result, input) => {
      setSentTo(input.email);
      toast.success('Check your email!', { description: 'If an account uses that address, we sent it a password reset link.' });
    },
    onError: (error) => {
      setFieldErrors(fieldErrorsOf(error));
      setFormError(errorMessageOf(error));
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    request.mutate(parsed.data);
  }

  return (
    <AuthShell title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <form noValidate onSubmit={submit} aria-label="Reset your password" className="space-y-4">
        {formError ? <Alert>{formError}</Alert> : null}
        {sentTo ? (
          <Alert tone="success">
            If an account uses <strong>{sentTo}</strong>, a reset link is on its way. It works for 1 hour.
          </Alert>
        ) : null}
        <Field label="Email" error={fieldErrors.email}>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/login" className="font-bold text-candy-purple-dark hover:underline">
            Back to Sign In
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
