import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartRemote, ServerCartLine } from './cart-actions';
import { parseStoredCart, type CartItem } from './cart-store';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const V1 = '33333333-3333-4333-8333-333333333333';
const line = (overrides: Record<string, unknown> = {}) => ({
  productId: P1,
  variantId: V1,
  quantity: 2,
  name: 'Classic Pink Vanilla',
  size: '16oz',
  imageUrl: '/images/tub.svg',
  unitPriceCents: 1200,
  ...overrides,
});

describe('parseStoredCart', () => {
  it('falls back to an empty cart for missing, corrupt or foreign data', () => {
    for (const raw of [null, '', '{not json', 'null', '42', '"cart"', '{}', '{"lines": {}}', '[]']) {
      expect(parseStoredCart(raw)).toEqual({ lines: [], ownerId: null });
    }
  });

  it('keeps valid lines and drops malformed ones, duplicates and unknown fields', () => {
    const stored = {
      ownerId: 'not an id!',
      lines: [
        line({ extra: 'dropped' }),
        line(), // the same item again
        line({ productId: P2, variantId: null, size: null, quantity: 25 }),
        line({ quantity: 0 }),
        line({ quantity: 26 }),
        line({ quantity: 1.5 }),
        line({ quantity: '2' }),
        line({ unitPriceCents: -1 }),
        line({ productId: '' }),
        line({ name: 42 }),
        'a string',
        null,
      ],
    };
    const parsed = parseStoredCart(JSON.stringify(stored));
    expect(parsed.ownerId).toBeNull();
    expect(parsed.lines).toEqual([line(), line({ productId: P2, variantId: null, size: null, quantity: 25 })]);
  });

  it('keeps the member the cart belongs to', () => {
    expect(parseStoredCart(JSON.stringify({ ownerId: P2, lines: [line()] })).ownerId).toBe(P2);
  });
});

// The actions keep module state (the cart, the server link), so each test loads fresh copies.
async function freshStore() {
  vi.resetModules();
  const store = await import('./cart-store');
  const actions = await import('./cart-actions');
  return { ...store, ...actions };
}
const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: P1,
  variantId: V1,
  name: 'Classic Pink Vanilla',
  size: '16oz',
  imageUrl: null,
  unitPriceCents: 1200,
  ...overrides,
});
function fakeRemote(saved: ServerCartLine[]) {
  const calls: string[] = [];
  const answer = (name: string) =>
    vi.fn(async () => {
      calls.push(name);
      return saved;
    });
  const remote = { get: answer('get'), merge: answer('merge'), add: answer('add'), setQuantity: answer('setQuantity'), remove: answer('remove') };
  return { remote: remote as CartRemote & typeof remote, calls };
}

describe('cart actions', () => {
  let s: Awaited<ReturnType<typeof freshStore>>;
  beforeEach(async () => {
    s = await freshStore();
  });

  it('adds up quantities and stops at 25 of one item', () => {
    expect(s.addToCart(item())).toEqual({ ok: true, quantity: 1 });
    expect(s.addToCart(item(), 3)).toEqual({ ok: true, quantity: 4 });
    expect(s.addToCart(item(), 30)).toEqual({ ok: true, quantity: 25 });
    expect(s.addToCart(item())).toEqual({ ok: false, reason: 'max_quantity' });
    expect(s.getCart().lines).toHaveLength(1);
  });

  it('holds at most 30 different items', () => {
    for (let i = 0; i < 30; i += 1) expect(s.addToCart(item({ variantId: `variant-${i}` })).ok).toBe(true);
    expect(s.addToCart(item({ variantId: 'one-too-many' }))).toEqual({ ok: false, reason: 'full' });
  });

  it('keeps a typed quantity between 1 and 25, and removes lines', () => {
    s.addToCart(item());
    s.setCartQuantity(item(), 0);
    expect(s.getCart().lines[0]!.quantity).toBe(1);
    s.setCartQuantity(item(), 99);
    expect(s.getCart().lines[0]!.quantity).toBe(25);
    s.removeFromCart(item());
    expect(s.getCart().lines).toEqual([]);
  });

  it('merges a visitor’s cart on sign-in and then mirrors the member’s saved cart, keeping the prices they saw', async () => {
    s.addToCart(item(), 2);
    const saved: ServerCartLine[] = [
      { ...item({ productId: P2, variantId: null, name: 'Sticker Pack', size: null, unitPriceCents: 0 }), unitPriceCents: 600, quantity: 1 },
      { ...item(), unitPriceCents: 1400, quantity: 2 },
    ];
    const { remote, calls } = fakeRemote(saved);
    s.connectCart('member-1', remote);
    await vi.waitFor(() => expect(s.getCart().ownerId).toBe('member-1'));
    expect(remote.merge).toHaveBeenCalledWith([{ productId: P1, variantId: V1, quantity: 2 }]);
    // The browser's line first (its order is kept), with the price the buyer was shown; the saved line after it.
    expect(s.getCart().lines.map((l) => [l.name, l.quantity, l.unitPriceCents])).toEqual([
      ['Classic Pink Vanilla', 2, 1200],
      ['Sticker Pack', 1, 600],
    ]);

    s.setCartQuantity(item(), 3);
    s.removeFromCart(item({ productId: P2, variantId: null }));
    await vi.waitFor(() => expect(calls).toEqual(['merge', 'setQuantity', 'remove']));
    expect(remote.setQuantity).toHaveBeenCalledWith({ productId: P1, variantId: V1, quantity: 3 });
  });

  it('takes the saved cart on a later visit instead of merging again, and forgets it on sign-out', async () => {
    const { remote } = fakeRemote([{ ...item(), unitPriceCents: 1200, quantity: 4 }]);
    s.connectCart('member-1', remote);
    await vi.waitFor(() => expect(s.getCart().lines[0]?.quantity).toBe(4));
    s.connectCart('member-1', remote);
    await vi.waitFor(() => expect(remote.get).toHaveBeenCalledTimes(1));
    expect(remote.merge).toHaveBeenCalledTimes(1);

    s.connectCart(null, null);
    expect(s.getCart()).toEqual({ lines: [], ownerId: null });
    s.addToCart(item());
    expect(remote.add).not.toHaveBeenCalled();
  });

  it('never merges a cart left by another member into the one signing in', async () => {
    const first = fakeRemote([{ ...item(), unitPriceCents: 1200, quantity: 4 }]);
    s.connectCart('member-1', first.remote);
    await vi.waitFor(() => expect(s.getCart().ownerId).toBe('member-1'));
    const second = fakeRemote([]);
    s.connectCart('member-2', second.remote);
    expect(s.getCart()).toEqual({ lines: [], ownerId: 'member-2' });
    await vi.waitFor(() => expect(second.remote.get).toHaveBeenCalled());
    expect(second.remote.merge).not.toHaveBeenCalled();
  });

  it('sends an item added before the page knew the member, instead of losing it to the saved cart', async () => {
    // Two pages in a row share the browser's storage.
    const kept = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => kept.set(key, value) },
    });
    try {
      const member = '44444444-4444-4444-8444-444444444444';
      const page1 = await freshStore();
      page1.connectCart(member, fakeRemote([]).remote);
      await vi.waitFor(() => expect(page1.getCart().ownerId).toBe(member));
      // The next page: the stored cart is the member's, and the page has not read the session yet.
      const page2 = await freshStore();
      page2.addToCart(item());
      const saved = fakeRemote([{ ...item(), unitPriceCents: 1200, quantity: 1 }]);
      saved.remote.get.mockResolvedValue([]);
      page2.connectCart(member, saved.remote);
      await vi.waitFor(() => expect(saved.remote.add).toHaveBeenCalledWith({ productId: P1, variantId: V1, quantity: 1 }));
      await vi.waitFor(() => expect(saved.calls).toEqual(['add']));
      expect(page2.getCart().lines.map((l) => l.quantity)).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads the saved cart again when a change is refused', async () => {
    const { remote } = fakeRemote([]);
    s.connectCart('member-1', remote);
    await vi.waitFor(() => expect(s.getCart().ownerId).toBe('member-1'));
    remote.add.mockRejectedValueOnce(new Error('This product is no longer available.'));
    s.addToCart(item());
    expect(s.getCart().lines).toHaveLength(1);
    await vi.waitFor(() => expect(s.getCart().lines).toHaveLength(0));
  });
});
