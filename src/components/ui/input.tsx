import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const fieldClass =
  'w-full rounded-xl border-2 border-candy-purple/30 bg-white px-3 py-2 text-base text-ink placeholder:text-ink/40 focus:border-candy-purple-dark focus:outline-none aria-[invalid=true]:border-red-500 disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28', className)} {...props} />;
}

/** A native select: accessible and right on phones without extra code. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-11', className)} {...props} />;
}
