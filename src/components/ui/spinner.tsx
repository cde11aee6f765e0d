import { LoaderCircleIcon } from 'lucide-react';
import { overrideClasses } from './class-overrides';

export const SPINNER_CLASSES = 'inline-flex items-center gap-2 text-candy-purple-dark';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={overrideClasses(SPINNER_CLASSES, className)}>
      <LoaderCircleIcon className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
