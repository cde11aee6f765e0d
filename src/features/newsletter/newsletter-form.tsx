import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';

export function NewsletterForm() {
  const [error, setError] = useState<string>();
  const subscribe = api.forms.newsletter.useMutation();
  const submission = useSubmission();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field keeps its own value (it is not controlled): an address typed into the server's markup before the form
    // came alive is the one sent.
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    // The shared schema and the toast code load on first submit, which keeps zod and sonner out of the first page.
    const [{ newsletterSchema }, { toast }] = await Promise.all([import('@shared/schemas/newsletter'), import('sonner')]);
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await submission.run(async () => {
      try {
        await subscribe.mutateAsync(parsed.data);
        toast.success("You're in the crew!", { description: 'Sweet news and pop-up dates are headed to your inbox.' });
        form.reset();
      } catch (err) {
        setError(fieldErrorsOf(err).email ?? errorMessageOf(err));
      }
    });
  }

  return (
    <form id="newsletter-signup" onSubmit={onSubmit} noValidate aria-label="Join the Crew! newsletter" className="space-y-2">
      <h2 className="font-display text-lg font-bold text-white">Join the Crew!</h2>
      <p className="text-sm text-white/80">Pop-up dates, new flavors and crew-only drops.</p>
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="h-10 min-w-0 flex-1 rounded-full border-0 bg-white/95 px-4 text-sm text-ink placeholder:text-ink/50"
        />
        <Button type="submit" variant="secondary" disabled={submission.pending}>
          Subscribe
        </Button>
      </div>
      {error ? (
        <p id="newsletter-error" role="alert" className="text-sm font-semibold text-candy-yellow">
          {error}
        </p>
      ) : null}
    </form>
  );
}
