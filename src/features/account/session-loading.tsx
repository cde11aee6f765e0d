import { Spinner } from '@/components/ui/spinner';

/** A spinner while the session loads (login and member screens). */
export function SessionLoading() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-cream">
      <Spinner label="Loading your session" className="[&_svg]:size-10" />
    </div>
  );
}
