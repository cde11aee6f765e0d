import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A message box in the flow of the page: red for errors (announced at once), green for good news. */
export function Alert({ tone = 'error', className, children, ...props }: ComponentProps<'div'> & { tone?: 'error' | 'success' }) {
  const Icon = tone === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm font-semibold',
        tone === 'error' ? 'border-red-300 bg-red-50 text-red-700' : 'border-emerald-300 bg-emerald-50 text-emerald-800',
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
