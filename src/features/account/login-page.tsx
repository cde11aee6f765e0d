import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signInSchema, signUpSchema, PASSWORD_MIN } from '@shared/schemas/account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fieldMessages } from '@/lib/form-errors';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { AuthShell } from './auth-shell';
import { safeMemberRedirect } from '@/lib/safe-redirect';
import { useApplySignedIn } from '@/lib/session-actions';

type Tab = 'sign-in' | 'sign-up';

/** Login errors show in a red alert and as a destructive toast titled Error. */
function showError(message: string, setFormError: (message: string) => void) {
  setFormError(message);
  toast.error('Error', { description: message });
}

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submission = useSubmission();
  const signIn = api.account.signIn.useMutation({
    onSuccess: async ({ user }) => {
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      await applySignedIn(user);
      // The dashboard sends an admin on to /admin.
      await navigate({ href: safeMemberRedirect(redirectTo), replace: true });
    },
    onError: (error) => {
      setFieldErrors(fieldErrorsOf(error));
      showError(errorMessageOf(error), setFormError);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    // The mutation's own callbacks show the answer; the gate keeps a double click to one request.
    void submission.run(() => signIn.mutateAsync(parsed.data).then(
      () => undefined,
      () => undefined,
    ));
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign In" className="space-y-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <Field label="Email" error={fieldErrors.email}>
        <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Field label="Password" error={fieldErrors.password}>
        <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submission = useSubmission();
  const signUp = api.account.signUp.useMutation({
    onSuccess: (_result, input) => {
      toast.success('Check your email!', { description: 'We sent you a confirmation link.' });
      setSentTo(input.email);
      setPassword('');
    },
    onError: (error) => {
      setFieldErrors(fieldErrorsOf(error));
      showError(errorMessageOf(error), setFormError);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSentTo(null);
    const parsed = signUpSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldMessages(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    // The mutation's own callbacks show the answer; the gate keeps a double click to one request.
    void submission.run(() => signUp.mutateAsync(parsed.data).then(
      () => undefined,
      () => undefined,
    ));
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign Up" className="space-y-4">
      {formError ? <Alert>{formError}</Alert> : null}
      {sentTo ? (
        <Alert tone="success">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it within 24 hours to finish signing up.
        </Alert>
      ) : null}
      <Field label="Email" error={fieldErrors.email}>
        <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Field
        label="Password"
        error={fieldErrors.password}
        hint={`At least ${PASSWORD_MIN} characters. A few words you will remember make a strong password.`}
      >
        <Input type="password" name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={submission.pending}>
        {submission.slow ? 'Creating your account…' : 'Sign Up'}
      </Button>
    </form>
  );
}
