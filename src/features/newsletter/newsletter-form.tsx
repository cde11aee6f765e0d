import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { api, errorMessageOf, fieldErrorsOf } from '@/lib/trpc';
import { useSubmission } from '@/lib/use-submission';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = api.forms.newsletter.useMutation();
  const submission = useSubmission();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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
        setEmail('');
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
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
