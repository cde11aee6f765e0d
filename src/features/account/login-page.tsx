import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { signInSchema, signUpSchema, PASSWORD_MIN } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { api, errorMessageOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { SERVER_ERROR, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { AuthShell } from './auth-shell';
import { safeMemberRedirect } from '@/lib/safe-redirect';
import { useApplySignedIn } from '@/lib/session-actions';

type Tab = 'sign-in' | 'sign-up';

type CredentialsForm = Pick<UseFormReturn<{ email: string; password: string }>, 'setError' | 'getValues'>;

/**
 * Login errors show beside their field, and always in a red alert above the fields and as a destructive toast titled
 * Error.
 */
function showError(form: CredentialsForm, error: unknown) {
  showServerFieldErrors(form, error);
  const message = errorMessageOf(error);
  form.setError(SERVER_ERROR, { type: 'server', message });
  toast.error('Error', { description: message });
}

const EMPTY_CREDENTIALS = { email: '', password: '' };

export function LoginPage({ redirectTo }: { redirectTo: string | undefined }) {
  const [tab, setTab] = useState<Tab>('sign-in');
  return (
    <AuthShell title="Welcome to Drip" subtitle="Sign in to save your game progress, track your courses and more.">
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <SignInForm redirectTo={redirectTo} />
        </TabsContent>
        <TabsContent value="sign-up" className="mt-6">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}

function SignInForm({ redirectTo }: { redirectTo: string | undefined }) {
  const navigate = useNavigate();
  const applySignedIn = useApplySignedIn();
  const form = useZodForm(signInSchema, { defaultValues: EMPTY_CREDENTIALS });
  const { errors } = form.formState;
  const submission = useSubmission();
  const signIn = api.account.signIn.useMutation({
    onSuccess: async ({ user }) => {
      toast.success('Welcome back!', {
        description: user.guestStandCarried ? 'You are signed in, and the stand you played as a guest came with you.' : 'You have successfully signed in.',
      });
      await applySignedIn(user);
      // The dashboard sends an admin on to /admin.
      await navigate({ href: safeMemberRedirect(redirectTo), replace: true });
    },
    onError: (error) => showError(form, error),
  });

  // The mutation's own callbacks show the answer; the gate keeps a double click to one request.
  const submit = form.handleSubmit((values) =>
    submission.run(() =>
      signIn.mutateAsync(values).then(
        () => undefined,
        () => undefined,
      ),
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Sign In" className="space-y-4">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" {...form.register('email')} required />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} required />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-bold text-candy-purple-dark hover:underline">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}

function SignUpForm() {
  const form = useZodForm(signUpSchema, { defaultValues: EMPTY_CREDENTIALS });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submission = useSubmission();
  const signUp = api.account.signUp.useMutation({
    onSuccess: (_result, input) => {
      toast.success('Check your email!', { description: 'We sent you a confirmation link.' });
      setSentTo(input.email);
      form.setValue('password', '');
    },
    onError: (error) => showError(form, error),
  });

  // A new attempt hides the last confirmation at once, whether or not the fields pass.
  function submit(event: FormEvent<HTMLFormElement>) {
    setSentTo(null);
    // The mutation's own callbacks show the answer; the gate keeps a double click to one request.
    return form.handleSubmit((values) =>
      submission.run(() =>
        signUp.mutateAsync(values).then(
          () => undefined,
          () => undefined,
        ),
      ),
    )(event);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign Up" className="space-y-4">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      {sentTo ? (
        <Alert tone="success">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it within 24 hours to finish signing up.
        </Alert>
      ) : null}
      <p className="rounded-lg bg-candy-pink/10 p-3 text-sm" data-testid="stand-comes-with-you">
        <strong>Your stand comes with you.</strong> Played the Cotton-Candy Hustle here as a guest? Its coins, flavors, upgrades and level move into your new
        account when you open the confirmation link on this device.
      </p>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} required />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters. A few words you will remember make a strong password.`}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} required />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Creating your account…' : 'Sign Up'}
      </Button>
    </form>
  );
}
