import { useSyncExternalStore } from 'react';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@shared/schemas/order-rules';

// The shopping cart, kept in the browser (localStorage) so it survives reloads and closed tabs. A small external
// store read with useSyncExternalStore: the header's badge reads it on every page, so this module holds only what
// reading needs and stays free of zod and of any other library. Changes, and mirroring a signed-in member's cart
// on the server, are in cart-actions.ts, which loads with the pages that change the cart.

export type CartLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  name: string;
  size: string | null;
  imageUrl: string | null;
  /** The price the buyer was shown; the server never uses it to price anything, only to say it has changed. */
  unitPriceCents: number;
};
export type CartItem = Omit<CartLine, 'quantity'>;
export type CartKey = { productId: string; variantId: string | null };
export type CartState = {
  readonly lines: readonly CartLine[];
  /** The member this cart mirrors, or null for a visitor's cart (merged into the member's cart on sign-in). */
  readonly ownerId: string | null;
};

export const CART_STORAGE_KEY = 'drip-cart';
export const EMPTY: CartState = { lines: [], ownerId: null };

export const sameLine = (a: CartKey, b: CartKey) => a.productId === b.productId && a.variantId === b.variantId;
export const lineKey = (line: CartKey) => `${line.productId}:${line.variantId ?? ''}`;

const isId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{1,64}$/.test(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isCount = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<keyof CartLine, unknown>;
  return (
    isId(line.productId) &&
    (line.variantId === null || isId(line.variantId)) &&
    isCount(line.quantity, 1, CART_MAX_QUANTITY) &&
    isText(line.name, 200) &&
    (line.size === null || isText(line.size, 200)) &&
    (line.imageUrl === null || isText(line.imageUrl, 500)) &&
    isCount(line.unitPriceCents, 0, Number.MAX_SAFE_INTEGER)
  );
}

/** Whatever is stored is checked line by line; anything malformed (edited by hand, an old format) is dropped. */
export function parseStoredCart(raw: string | null): CartState {
  try {
    const data = JSON.parse(raw ?? 'null') as { lines?: unknown; ownerId?: unknown } | null;
    if (!data || !Array.isArray(data.lines)) return EMPTY;
    const lines: CartLine[] = [];
    for (const line of data.lines.slice(0, CART_MAX_LINES)) {
      if (!isLine(line) || lines.some((other) => sameLine(other, line))) continue;
      const { productId, variantId, quantity, name, size, imageUrl, unitPriceCents } = line;
      lines.push({ productId, variantId, quantity, name, size, imageUrl, unitPriceCents });
    }
    return { lines, ownerId: isId(data.ownerId) ? data.ownerId : null };
  } catch {
    return EMPTY;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The store

let state: CartState | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (some private modes): the cart then lasts as long as the page.
    return null;
  }
}

export function read(): CartState {
  if (state === null) {
    try {
      state = parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
    } catch {
      state = EMPTY;
    }
  }
  return state;
}

/** Replaces the cart (kept in storage) and tells every reader; only cart-actions.ts calls it. */
export function write(next: CartState) {
  state = next;
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the cart still works for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: take its copy.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    state = parseStoredCart(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getCart(): CartState {
  return read();
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** The number of items (quantities added up), for the header's badge. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => read().lines.reduce((sum, line) => sum + line.quantity, 0),
    () => 0,
  );
}
