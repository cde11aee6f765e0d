import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { newPasswordSchema, PASSWORD_MIN } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { AuthShell } from './auth-shell';
import { useApplySignedIn } from '@/lib/session-actions';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const applySignedIn = useApplySignedIn();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = api.account.resetPassword.useMutation({
    onSuccess: async ({ user }) => {
      toast.success('Password updated', { description: 'You are signed in with your new password and signed out everywhere else.' });
      await applySignedIn(user);
      await navigate({ to: '/dashboard', replace: true });
    },
    onError: (error) => {
      setFieldErrors(fieldErrorsOf(error));
      setFormError(errorMessageOf(error));
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });

  if (!token) {
    return (
      <AuthShell title="Choose a new password">
        <div className="space-y-4">
          <Alert>This reset link is incomplete. Please use the link from the email as it is, or ask for a new one.</Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldErrors({ password: parsed.error.issues[0]?.message ?? 'Please choose a password' });
      return;
    }
    if (password !== repeat) {
      setFieldErrors({ repeat: 'The two passwords do not match' });
      return;
    }
    setFieldErrors({});
    reset.mutate({ token: token ?? '', password: parsed.data });
  }

  const linkProblem = formError !== null && /link/.test(formError);
  return (
    <AuthShell title="Choose a new password" subtitle="Setting a new password signs you out on every other device.">
      <form noValidate onSubmit={submit} aria-label="Choose a new password" className="space-y-4">
        {formError ? (
          <Alert>
            {formError}
            {linkProblem ? (
              <>
                {' '}
                <Link to="/forgot-password" className="underline">
                  Ask for a new link
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Field label="New password" error={fieldErrors.password} hint={`At least ${PASSWORD_MIN} characters.`}>
          <Input type="password" name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </Field>
        <Field label="Repeat the new password" error={fieldErrors.repeat}>
          <Input type="password" name="repeat-password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AuthShell>
  );
}
