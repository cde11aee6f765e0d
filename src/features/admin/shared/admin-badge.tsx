import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// shadcn's badge variants, which mark the roles (admin destructive, moderator secondary, user outline), plus
// success/warning/muted for statuses (Published, Active, Draft, Hidden, New ...).
const VARIANTS = {
  default: 'bg-candy-purple-dark text-white',
  destructive: 'bg-red-600 text-white',
  secondary: 'bg-candy-purple/15 text-candy-purple-dark',
  outline: 'border border-ink/25 text-ink',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  muted: 'bg-ink/10 text-ink/70',
} as const;

export type AdminBadgeVariant = keyof typeof VARIANTS;

export function adminBadgeClass(variant: AdminBadgeVariant = 'default'): string {
  return cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', VARIANTS[variant]);
}

export function AdminBadge({ variant = 'default', className, ...props }: ComponentProps<'span'> & { variant?: AdminBadgeVariant }) {
  return <span className={cn(adminBadgeClass(variant), className)} {...props} />;
}
