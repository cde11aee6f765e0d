import type { ComponentProps } from 'react';
import { overrideClasses } from './class-overrides';

export const CARD_CLASSES = 'rounded-3xl border border-candy-purple/15 bg-white p-6 shadow-sm';
export const BADGE_CLASSES = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={overrideClasses(CARD_CLASSES, className)} {...props} />;
}

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return <span className={overrideClasses(BADGE_CLASSES, className)} {...props} />;
}
