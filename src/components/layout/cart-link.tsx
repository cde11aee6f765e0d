import { Link } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';

export function CartLink() {
  return (
    <Link to="/cart" className="relative rounded-full p-2 text-ink hover:bg-candy-pink/10" aria-label="Cart">
      <ShoppingCartIcon className="size-6" />
    </Link>
  );
}
