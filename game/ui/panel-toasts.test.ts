import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelToastStore } from './panel-toasts';

describe('panel toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for its duration, replaces one of the same id, and keeps at most three', () => {
    const store = new PanelToastStore();
    store.show({ id: 'a', title: 'A', durationMs: 1000, tone: 'info' });
    store.show({ id: 'b', title: 'B', durationMs: 5000, tone: 'success' });
    vi.advanceTimersByTime(999);
    expect(store.get().map((t) => t.title)).toEqual(['A', 'B']);
    vi.advanceTimersByTime(1);
    expect(store.get().map((t) => t.title)).toEqual(['B']);
    store.show({ id: 'b', title: 'B again', durationMs: 5000, tone: 'success' });
    expect(store.get().map((t) => t.title)).toEqual(['B again']);
    for (const id of ['c', 'd', 'e']) store.show({ id, title: id, durationMs: 5000, tone: 'info' });
    expect(store.get().map((t) => t.id)).toEqual(['c', 'd', 'e']);
    store.dismiss(store.get()[0]!.key);
    expect(store.get().map((t) => t.id)).toEqual(['d', 'e']);
  });
});
