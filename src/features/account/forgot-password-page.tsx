import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { forgotPasswordSchema } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { SERVER_ERROR, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { AuthShell } from './auth-shell';

export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = api.account.requestPasswordReset.useMutation({
    onSuccess: (_result, input) => {
      setSentTo(input.email);
      toast.success('Check your email!', { description: 'If an account uses that address, we sent it a password reset link.' });
    },
    onError: (error) => {
      // The message shows above the fields even when the server also put it beside one.
      showServerFieldErrors(form, error);
      form.setError(SERVER_ERROR, { type: 'server', message: errorMessageOf(error) });
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });

  const submit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AuthShell title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <form noValidate onSubmit={submit} aria-label="Reset your password" className="space-y-4">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        {sentTo ? (
          <Alert tone="success">
            If an account uses <strong>{sentTo}</strong>, a reset link is on its way. It works for 1 hour.
          </Alert>
        ) : null}
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} required />
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
