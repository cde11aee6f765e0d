import { useSyncExternalStore } from 'react';

// The fundraiser stand the cart is bought for: set when a product is added from a stand's page (or chosen at
// checkout), kept in the browser beside the cart, and sent with the order. The server checks the slug; the name is
// only what the checkout shows ("Supporting Amara W.").

export type SupportingStand = { slug: string; name: string };

const STORAGE_KEY = 'drip-supporting-stand';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: SupportingStand | null } = {
  raw: null,
  value: null,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): SupportingStand | null {
  try {
    const data = JSON.parse(raw ?? 'null') as {
      slug?: unknown;
      name?: unknown;
    } | null;
    if (!data || typeof data.slug !== 'string' || typeof data.name !== 'string') return null;
    if (!/^[a-z0-9-]{1,80}$/.test(data.slug) || data.name.length > 200) return null;
    return { slug: data.slug, name: data.name };
  } catch {
    return null;
  }
}

export function readSupportingStand(): SupportingStand | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function setSupportingStand(stand: SupportingStand | null): void {
  const store = storage();
  if (stand) store?.setItem(STORAGE_KEY, JSON.stringify(stand));
  else store?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stand the cart supports, kept in step across tabs. */
export function useSupportingStand(): SupportingStand | null {
  return useSyncExternalStore(subscribe, readSupportingStand, () => null);
}
