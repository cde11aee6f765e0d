import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import { EMPTY, read, sameLine, write, type CartItem, type CartKey, type CartLine } from './cart-store';

// Changes to the cart, and the mirroring of a signed-in member's cart on the server. Kept apart from cart-store.ts
// so the first page (which only shows the count) does not load them.

/** A member's saved cart as the server returns it (cart.get, cart.merge, ...). */
export type ServerCartLine = Omit<CartLine, 'unitPriceCents'> & { unitPriceCents: number | null };

/** What the store calls to keep a member's saved cart in step; each call answers with the whole saved cart. */
export type CartRemote = {
  get: () => Promise<ServerCartLine[]>;
  merge: (lines: { productId: string; variantId: string | null; quantity: number }[]) => Promise<ServerCartLine[]>;
  add: (line: CartKey & { quantity: number }) => Promise<ServerCartLine[]>;
  setQuantity: (line: CartKey & { quantity: number }) => Promise<ServerCartLine[]>;
  remove: (line: CartKey) => Promise<ServerCartLine[]>;
};

// ---------------------------------------------------------------------------------------------------------------
// Mirroring a member's cart on the server

/** The member whose saved cart the browser mirrors, and how to reach it. */
let remote: { userId: string; to: CartRemote } | null = null;
let queue: Promise<void> = Promise.resolve();
let pending = 0;
/**
 * Changes made to a member's cart on this page before the page knew the member (its first moments, while the
 * session is read): they are sent once it does, so an item added that early is not lost to the saved cart.
 */
let waiting: ((to: CartRemote) => Promise<ServerCartLine[]>)[] = [];

/**
 * Runs server calls one after another, so they reach the server in the order the buyer made them. When the last
 * one answers, its answer (the whole saved cart) becomes the browser's copy: nothing newer is on its way then.
 * A refused call (an item switched off meanwhile, a lost connection) is followed by reading the saved cart, so both
 * copies agree again; `resyncOnFailure: false` leaves the browser's copy alone instead.
 */
function push(call: (to: CartRemote) => Promise<ServerCartLine[]>, resyncOnFailure = true) {
  const target = remote;
  if (!target) {
    if (read().ownerId !== null) waiting.push(call);
    return;
  }
  pending += 1;
  queue = queue
    .then(async () => {
      let saved: ServerCartLine[] | null = null;
      try {
        saved = await call(target.to);
      } catch {
        if (resyncOnFailure) saved = await target.to.get().catch(() => null);
      } finally {
        pending -= 1;
      }
      if (saved && pending === 0 && remote === target) adoptServerCart(saved, target.userId);
    })
    // A failure here must not stop the calls queued after it.
    .catch(() => undefined);
}

/** The server's cart becomes the browser's, keeping the browser's line order and the prices the buyer was shown. */
function adoptServerCart(saved: ServerCartLine[], ownerId: string) {
  const current = read().lines;
  const lines = saved.map((line): CartLine => {
    const known = current.find((other) => sameLine(other, line));
    return { ...line, unitPriceCents: known?.unitPriceCents ?? line.unitPriceCents ?? 0 };
  });
  const position = (line: CartLine) => {
    const index = current.findIndex((other) => sameLine(other, line));
    return index === -1 ? current.length : index;
  };
  write({ ownerId, lines: [...lines].sort((a, b) => position(a) - position(b)) });
}

/**
 * Called when the signed-in member is known (userId) or the visitor is known to be signed out (null). A visitor's
 * cart is merged into the member's saved cart on sign-in; a cart mirrored for a member who has signed out is
 * cleared from the browser (it stays saved on the server).
 */
export function connectCart(userId: string | null, to: CartRemote | null) {
  const current = read();
  const early = waiting;
  waiting = [];
  if (userId === null || to === null) {
    remote = null;
    if (current.ownerId !== null) write(EMPTY);
    return;
  }
  remote = { userId, to };
  if (current.ownerId === userId && early.length > 0) {
    // This member's changes from before the page knew them, in order; the last answer is the whole saved cart.
    for (const call of early) push(call);
  } else if (current.ownerId === null) {
    // Until the merge is stored the cart stays the visitor's, so a failed merge is tried again on the next visit.
    const lines = current.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
    push((r) => r.merge(lines), false);
  } else {
    // The browser's copy belongs to this member (take the saved cart, which other devices may have changed) or to
    // someone who signed out without this page seeing it (never merge theirs into this member's cart).
    if (current.ownerId !== userId) write({ lines: [], ownerId: userId });
    push((r) => r.get());
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Changes

export type AddResult = { ok: true; quantity: number } | { ok: false; reason: 'max_quantity' | 'full' };

export function addToCart(item: CartItem, quantity = 1): AddResult {
  const current = read();
  const existing = current.lines.find((line) => sameLine(line, item));
  if (existing && existing.quantity >= CART_MAX_QUANTITY) return { ok: false, reason: 'max_quantity' };
  if (!existing && current.lines.length >= CART_MAX_LINES) return { ok: false, reason: 'full' };
  const next = Math.min(CART_MAX_QUANTITY, (existing?.quantity ?? 0) + quantity);
  const added = next - (existing?.quantity ?? 0);
  write({
    ...current,
    lines: existing
      ? current.lines.map((line) => (sameLine(line, item) ? { ...line, ...item, quantity: next } : line))
      : [...current.lines, { ...item, quantity: next }],
  });
  push((r) => r.add({ productId: item.productId, variantId: item.variantId, quantity: added }));
  return { ok: true, quantity: next };
}

export function setCartQuantity(key: CartKey, quantity: number) {
  const next = Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
  const current = read();
  if (!current.lines.some((line) => sameLine(line, key))) return;
  write({ ...current, lines: current.lines.map((line) => (sameLine(line, key) ? { ...line, quantity: next } : line)) });
  push((r) => r.setQuantity({ productId: key.productId, variantId: key.variantId, quantity: next }));
}

export function removeFromCart(key: CartKey) {
  const current = read();
  write({ ...current, lines: current.lines.filter((line) => !sameLine(line, key)) });
  push((r) => r.remove({ productId: key.productId, variantId: key.variantId }));
}

/** The buyer has seen today's prices (after a price change was reported). */
export function acceptCartPrices(prices: (CartKey & { unitPriceCents: number })[]) {
  const current = read();
  write({
    ...current,
    lines: current.lines.map((line) => {
      const price = prices.find((p) => sameLine(p, line));
      return price ? { ...line, unitPriceCents: price.unitPriceCents } : line;
    }),
  });
}

/** After an order is placed: the server has already emptied a member's saved cart in the same transaction. */
export function clearCartAfterOrder() {
  write({ ...read(), lines: [] });
}
