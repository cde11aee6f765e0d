import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessageOf } from '@/lib/trpc';
import { AuthShell } from './auth-shell';
import { useApplySignedIn } from '@/lib/session-actions';

/** The link from the confirmation email: confirms the address, signs the member in and goes to the site root. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const applySignedIn = useApplySignedIn();
  const confirm = api.account.confirmEmail.useMutation({
    onSuccess: async ({ user }) => {
      toast.success('Email confirmed!', {
        description: user.guestStandCarried
          ? 'Welcome to Drip Cotton Candy. You are signed in, and your game stand came with you.'
          : 'Welcome to Drip Cotton Candy. You are signed in.',
      });
      await applySignedIn(user);
    },
    onError: (error) => {
      toast.error('Error', { description: errorMessageOf(error) });
    },
  });
  // A link is used once: this runs the confirmation once per page, even when React mounts the effect twice.
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);

  // The confirmation redirect goes to the site root.
  if (confirm.isSuccess) return <Navigate to="/" replace />;

  const error = !token
    ? 'This confirmation link is incomplete. Please use the link from the email as it is.'
    : confirm.error
      ? errorMessageOf(confirm.error)
      : null;
  return (
    <AuthShell title="Confirm your email">
      {error ? (
        <div className="space-y-4">
          <Alert>{error}</Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Go to Sign In</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-4 text-ink/70">
          <Spinner label="Confirming your email" className="[&_svg]:size-8" />
          <p>Confirming your email…</p>
        </div>
      )}
    </AuthShell>
  );
}
