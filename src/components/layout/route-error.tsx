import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoadError } from '@/components/ui/load-error';

/**
 * A page whose content failed to load: the router shows this in the page's place, inside the site's frame, so the
 * navigation, the footer and the game panel stay. Try again clears the failed queries and loads the page again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  useEffect(() => {
    console.error('The page could not be loaded:', error);
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <LoadError
        what="this page"
        onRetry={async () => {
          queries.reset();
          reset();
          await router.invalidate();
        }}
      />
    </section>
  );
}
