import { Link } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';
import { useCartCount } from '@/lib/cart-store';

export function CartLink() {
  const count = useCartCount();
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link to="/cart" className="relative rounded-full p-2 text-ink hover:bg-candy-pink/10" aria-label={label} data-testid="cart-link">
      <ShoppingCartIcon className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-candy-pink-dark px-1 text-[11px] leading-none font-extrabold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
