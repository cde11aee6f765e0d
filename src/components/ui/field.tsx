import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import { cn } from '@/lib/utils';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled form control with its error message, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-bold text-ink">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-semibold text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form's message that belongs to no one field (the server refused the whole submission), styled as a field's. */
export function FormError({ message, className }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm font-semibold text-red-600', className)}>
      {message}
    </p>
  );
}
