import { RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { overrideClasses } from '@/components/ui/class-overrides';

export const LOAD_ERROR_CLASSES = 'flex flex-col items-center gap-4 py-16 text-center text-ink/70';

/**
 * What a section shows when its content could not be loaded: a friendly line and a button that asks again, in place
 * of the section only, so the rest of the page and the site's frame stay usable.
 */
export function LoadError({ what, onRetry, className }: { what: string; onRetry: () => Promise<unknown> | void; className?: string }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div role="alert" className={overrideClasses(LOAD_ERROR_CLASSES, className)}>
      <p>We couldn’t load {what} just now.</p>
      <Button
        variant="outline"
        disabled={retrying}
        onClick={async () => {
          setRetrying(true);
          try {
            await onRetry();
          } finally {
            setRetrying(false);
          }
        }}
      >
        <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
