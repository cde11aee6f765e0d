import { Link, useNavigate } from '@tanstack/react-router';
import { LockKeyholeIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signInSchema } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { safeAdminRedirect } from '@/lib/safe-redirect';

const NOT_ADMIN = 'Access denied. Admin privileges required.';

export function AdminLoginPage({ origin }: { origin: string | undefined }) {
  const navigate = useNavigate();
  const utils = api.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const signIn = api.account.signIn.useMutation({
    onSuccess: async ({ user }) => {
      utils.account.me.setData(undefined, user);
      if (!user.roles.includes('admin')) {
        setFormError(NOT_ADMIN);
        toast.error('Error', { description: NOT_ADMIN });
        return;
      }
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      await navigate({ href: safeAdminRedirect(origin), replace: true });
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
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data);
  }

  return (
    <main id="main" className="flex min-h-svh items-center justify-center bg-gradient-to-br from-candy-pink/15 via-cream to-candy-purple/15 px-4 py-12">
      <Card className="w-full max-w-md">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-candy-purple/15 text-candy-purple-dark">
            <LockKeyholeIcon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold">Admin Login</h1>
          <p className="mt-1 text-ink/70">Sign in to the Drip Cotton Candy back office.</p>
        </div>
        {formError ? (
          <div role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
            {formError}
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <Field label="Email" error={fieldErrors.email}>
            <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field>
          <Field label="Password" error={fieldErrors.password}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-bold text-candy-purple-dark hover:underline">
            Back to the site
          </Link>
        </p>
      </Card>
    </main>
  );
}
