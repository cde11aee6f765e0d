import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MIN } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import { SERVER_ERROR, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { AuthShell } from './auth-shell';
import { useApplySignedIn } from '@/lib/session-actions';

// The repeat is compared only once the password itself is acceptable, so one message at a time shows.
const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine(({ password, repeat }) => !newPasswordSchema.safeParse(password).success || password === repeat, {
    path: ['repeat'],
    message: 'The two passwords do not match',
  });

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  // Checked as the page opens: a used or expired link says so before anyone types a new password twice.
  const status = api.account.resetLinkStatus.useQuery({ token: token ?? '' }, { enabled: Boolean(token), retry: false, staleTime: Infinity });
  const navigate = useNavigate();
  const applySignedIn = useApplySignedIn();
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', repeat: '' } });
  const { errors } = form.formState;
  const reset = api.account.resetPassword.useMutation({
    onSuccess: async ({ user }) => {
      toast.success('Password updated', { description: 'You are signed in with your new password and signed out everywhere else.' });
      await applySignedIn(user);
      await navigate({ to: '/dashboard', replace: true });
    },
    onError: (error) => {
      // The message shows above the fields even when the server also put it beside one.
      showServerFieldErrors(form, error);
      form.setError(SERVER_ERROR, { type: 'server', message: errorMessageOf(error) });
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });

  const unusable = !token
    ? 'This reset link is incomplete. Please use the link from the email as it is, or ask for a new one.'
    : status.data?.usable === false
      ? status.data.message
      : status.error
        ? errorMessageOf(status.error)
        : undefined;
  if (!token || unusable !== undefined) {
    return (
      <AuthShell title="Choose a new password">
        <div className="space-y-4">
          <Alert>{unusable}</Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }
  if (status.isPending) {
    return (
      <AuthShell title="Choose a new password">
        <div className="flex justify-center py-6">
          <Spinner label="Checking your reset link" className="[&_svg]:size-8" />
        </div>
      </AuthShell>
    );
  }

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  const formError = errors.root?.server?.message;
  const linkProblem = formError !== undefined && /link/.test(formError);
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
        <Field label="New password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} required />
        </Field>
        <Field label="Repeat the new password" error={errors.repeat?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('repeat')} required />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AuthShell>
  );
}
