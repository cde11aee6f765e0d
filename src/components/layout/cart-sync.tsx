import { useEffect } from 'react';
import { getCart } from '@/lib/cart-store';
import { readApi } from '@/lib/trpc-client';

/**
 * Keeps a signed-in member's cart on the server: when the member becomes known (page load or sign-in) the browser's
 * cart is merged into their saved cart, and later changes are sent as they happen; on sign-out the browser forgets
 * the member's cart. Renders nothing; the code that talks to the server loads only once the visitor's state is known.
 */
export function CartSync() {
  const me = readApi.account.me.useQuery(undefined, { staleTime: 5 * 60_000 });
  const { client } = readApi.useUtils();
  // undefined while unknown (loading, or the request failed): nothing changes until the answer is clear.
  const userId = me.data === undefined ? undefined : (me.data?.id ?? null);

  useEffect(() => {
    // A visitor whose cart belongs to nobody has nothing to sync, and most first visits are that.
    if (userId === undefined || (userId === null && getCart().ownerId === null)) return;
    let current = true;
    void import('@/lib/cart-actions').then(({ connectCart }) => {
      // A later sign-in or sign-out has taken over meanwhile.
      if (!current) return;
      if (userId === null) {
        connectCart(null, null);
        return;
      }
      connectCart(userId, {
        get: () => client.cart.get.query(),
        merge: (lines) => client.cart.merge.mutate({ lines }),
        add: (line) => client.cart.add.mutate(line),
        setQuantity: (line) => client.cart.setQuantity.mutate(line),
        remove: (line) => client.cart.remove.mutate(line),
      });
    });
    return () => {
      current = false;
    };
  }, [userId, client]);

  return null;
}
