import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const fieldClass =
  'w-full rounded-xl border-2 border-candy-purple/30 bg-white px-3 py-2 text-base text-ink placeholder:text-ink/40 focus:border-candy-purple-dark focus:outline-none aria-[invalid=true]:border-red-500 disabled:opacity-60';
const lineFieldClass = `${fieldClass} h-11`;
const boxFieldClass = `${fieldClass} min-h-28`;

/**
 * A field's classes with a caller's, merged by tailwind-merge only when the caller gives some: its first merge builds
 * a table of every Tailwind utility, a long pause on a phone while a page with a search box or a form hydrates.
 */
function fieldClasses(own: string, extra: string | undefined): string {
  return extra ? cn(own, extra) : own;
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={fieldClasses(lineFieldClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={fieldClasses(boxFieldClass, className)} {...props} />;
}

/** A native select: accessible and right on phones without extra code. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={fieldClasses(lineFieldClass, className)} {...props} />;
}
