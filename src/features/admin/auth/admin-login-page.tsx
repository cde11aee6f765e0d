import { isStaff } from '../layout/admin-access';
import { Link, useNavigate } from '@tanstack/react-router';
import { LockKeyholeIcon } from 'lucide-react';
import { toast } from 'sonner';
import { signInSchema } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api, errorMessageOf } from '@/lib/trpc';
import { SERVER_ERROR, showServerFieldErrors, useZodForm } from '@/lib/zod-form';
import { safeAdminRedirect } from '@/lib/safe-redirect';

const NOT_ADMIN = 'Access denied. Admin privileges required.';

export function AdminLoginPage({ origin }: { origin: string | undefined }) {
  const navigate = useNavigate();
  const utils = api.useUtils();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const signIn = api.account.signIn.useMutation({
    onSuccess: async ({ user }) => {
      utils.account.me.setData(undefined, user);
      if (!isStaff(user.roles)) {
        form.setError(SERVER_ERROR, { type: 'server', message: NOT_ADMIN });
        toast.error('Error', { description: NOT_ADMIN });
        return;
      }
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      await navigate({ href: safeAdminRedirect(origin), replace: true });
    },
    onError: (error) => {
      // The message shows above the fields even when the server also put it beside one.
      showServerFieldErrors(form, error);
      form.setError(SERVER_ERROR, { type: 'server', message: errorMessageOf(error) });
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });

  const submit = form.handleSubmit((values) => signIn.mutate(values));

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
        {errors.root?.server ? (
          <div role="alert" className="mt-6 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
            {errors.root.server.message}
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...form.register('email')} required />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} required />
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
