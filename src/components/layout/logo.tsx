import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2', className)} aria-label="Drip Cotton Candy, home">
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
      <span className={cn('font-display text-2xl leading-none font-extrabold tracking-tight', inverted ? 'text-white' : 'text-candy-pink-dark')}>
        Drip
        <span className={cn('block text-xs font-bold tracking-widest uppercase', inverted ? 'text-candy-yellow' : 'text-candy-purple-dark')}>Cotton Candy</span>
      </span>
    </Link>
  );
}
