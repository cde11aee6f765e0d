import { Link } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api, errorCodeOf, errorMessageOf } from '@/lib/trpc';

/**
 * The newsletter mail's unsubscribe link. Opening it checks the link (whom it is for, whether they already left the
 * list) and only asks: mail scanners open links in advance, so the unsubscribe happens when the person presses the
 * button.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const status = api.forms.unsubscribeStatus.useQuery({ token: token ?? '' }, { enabled: Boolean(token), retry: false });
  const unsubscribe = api.forms.unsubscribe.useMutation();
  const refused = errorCodeOf(status.error) === 'NOT_FOUND' || errorCodeOf(status.error) === 'BAD_REQUEST';
  const done = unsubscribe.data ?? (status.data?.unsubscribed ? status.data : undefined);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16">
      <Card className="w-full p-6 text-center sm:p-8">
        <h1 className="text-3xl font-extrabold text-ink">
          {unsubscribe.isSuccess ? "You're unsubscribed" : done ? "You're already unsubscribed" : 'Unsubscribe from our newsletter'}
        </h1>
        {done ? (
          <div className="mt-4 space-y-4">
            <p className="text-ink/80" role="status">
              {done.email} will get no more newsletter emails from us. Order and booking emails still arrive when you order or book.
            </p>
            <p className="text-sm text-ink/70">Changed your mind? Join again any time with the form at the bottom of every page.</p>
            <Button asChild size="lg">
              <Link to="/">Back to the site</Link>
            </Button>
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            {!token ? (
              <Alert>This unsubscribe link is incomplete. Please use the link from your newsletter email as it is.</Alert>
            ) : refused ? (
              <>
                <Alert>{errorMessageOf(status.error)}</Alert>
                <Button asChild size="lg">
                  <Link to="/">Back to the site</Link>
                </Button>
              </>
            ) : status.isError ? (
              <LoadError what="your unsubscribe link" onRetry={() => status.refetch()} />
            ) : status.isPending ? (
              <div className="flex justify-center py-4">
                <Spinner label="Checking your unsubscribe link" />
              </div>
            ) : (
              <>
                <p className="text-ink/80">Press the button to stop getting the Drip Cotton Candy newsletter at {status.data.email}.</p>
                {unsubscribe.error ? <Alert>{errorMessageOf(unsubscribe.error)}</Alert> : null}
                <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
                  {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
                </Button>
              </>
            )}
            <p className="text-sm text-ink/70">
              Questions?{' '}
              <Link to="/contact" className="font-bold text-candy-purple-dark underline">
                Contact us
              </Link>
              .
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
