import { Link } from '@tanstack/react-router';
import { StarIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api, errorCodeOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';
import { cn } from '@/lib/utils';
import { showServerErrors, useZodForm } from '@/lib/zod-form';
import { standRatingSchema } from '@shared/schemas/fundraiser';

const STAR_WORDS = ['', 'Not good', 'Okay', 'Good', 'Great', 'Amazing'];

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-candy-purple/5 px-4 py-16">
      <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm md:p-10">{children}</div>
    </div>
  );
}

function Stars({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn('inline-flex gap-1 text-candy-yellow', className)} aria-label={`${count} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={cn('size-6', n <= count ? 'fill-current' : 'text-ink/20')} aria-hidden="true" />
      ))}
    </span>
  );
}

/** The page a rating link opens: which stand the order supported, and 1 to 5 stars to give it once. */
export function RateStandPage({ token }: { token: string | undefined }) {
  const link = api.fundraiser.ratingLink.useQuery({ token: token ?? '' }, { enabled: Boolean(token), retry: false });
  if (!token || errorCodeOf(link.error) === 'NOT_FOUND' || errorCodeOf(link.error) === 'BAD_REQUEST') {
    return (
      <Shell>
        <h1 className="font-display text-2xl font-extrabold">This rating link is not valid</h1>
        <p className="mt-3 text-ink/70">
          Please open the link in the email that said your order was paid or complete again. Each order can rate the stand it supported once.
        </p>
        <Link to="/fluff-fundraiser" className="mt-6 inline-block font-bold text-candy-purple-dark hover:underline">
          Visit the Fluff Fundraiser
        </Link>
      </Shell>
    );
  }
  if (link.isPending) {
    return (
      <Shell>
        <div className="flex justify-center py-8">
          <Spinner label="Loading your rating link" />
        </div>
      </Shell>
    );
  }
  if (link.isError) {
    return (
      <Shell>
        <LoadError what="your rating link" onRetry={() => link.refetch()} />
      </Shell>
    );
  }
  const { stand, stars, cancelled } = link.data;
  return (
    <Shell>
      <p className="text-sm font-extrabold tracking-widest text-candy-pink-dark uppercase">Fluff Fundraiser</p>
      <h1 className="font-display mt-2 text-2xl font-extrabold md:text-3xl">How was {stand.name}?</h1>
      <p className="mt-1 text-ink/70">Your order supported this stand for {stand.groupName}. Your stars add to its points on the leaderboard.</p>
      {stars !== null ? (
        <div className="mt-4" data-testid="rating-done">
          <Stars count={stars} />
          <p className="mt-3 text-ink/80">Thank you! Your {stars}-star rating counts toward the stand’s points on the leaderboard.</p>
        </div>
      ) : cancelled ? (
        <p className="mt-4 text-ink/80">This order was cancelled, so it cannot rate the stand.</p>
      ) : (
        <RatingForm token={token} />
      )}
      <Link to="/fluff-fundraiser/stands/$slug" params={{ slug: stand.slug }} className="mt-6 inline-block font-bold text-candy-purple-dark hover:underline">
        See the stand’s page
      </Link>
    </Shell>
  );
}

function RatingForm({ token }: { token: string }) {
  const form = useZodForm(standRatingSchema, { defaultValues: { token, stars: 0 } });
  const utils = api.useUtils();
  const rate = api.fundraiser.rateStand.useMutation();
  const submission = useSubmission();
  const chosen = form.watch('stars');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submission.run(async () => {
      try {
        await rate.mutateAsync(values);
      } catch (error) {
        showServerErrors(form, error);
      }
      // Rated now or before: the page shows the stored rating either way.
      await utils.fundraiser.ratingLink.invalidate({ token });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Rate the stand" className="mt-6 space-y-4">
      <fieldset>
        <legend className="text-sm font-bold">Your rating</legend>
        <div className="mt-2 flex gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={cn(
                'flex size-12 cursor-pointer items-center justify-center rounded-2xl border-2 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-candy-purple',
                n <= chosen ? 'border-candy-yellow bg-candy-yellow/20 text-candy-yellow' : 'border-ink/15 text-ink/30 hover:border-candy-yellow',
              )}
            >
              {/* Set as a number (a radio's own value is text), validated again once the form was sent. */}
              <input
                type="radio"
                name="stars"
                value={n}
                checked={chosen === n}
                onChange={() => form.setValue('stars', n, { shouldValidate: form.formState.isSubmitted })}
                className="sr-only"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${STAR_WORDS[n]}`}
              />
              <StarIcon className={cn('size-7', n <= chosen && 'fill-current')} aria-hidden="true" />
            </label>
          ))}
        </div>
        <p className="mt-2 min-h-5 text-sm text-ink/70" aria-live="polite">
          {chosen ? `${chosen} of 5: ${STAR_WORDS[chosen]}` : 'Choose 1 to 5 stars'}
        </p>
        {errors.stars ? (
          <p role="alert" className="text-sm font-semibold text-red-600">
            {errors.stars.message}
          </p>
        ) : null}
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" size="lg" disabled={submission.pending}>
        {submission.slow ? 'Sending...' : 'Send Rating'}
      </Button>
    </form>
  );
}
