import { Link } from '@tanstack/react-router';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={className ? `inline-flex items-center gap-2 ${className}` : 'inline-flex items-center gap-2'} aria-label="Drip Cotton Candy, home">
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
      <span className={`font-display text-2xl leading-none font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-candy-pink-dark'}`}>
        Drip
        <span className={`block text-xs font-bold tracking-widest uppercase ${inverted ? 'text-candy-yellow' : 'text-candy-purple-dark'}`}>Cotton Candy</span>
      </span>
    </Link>
  );
}
