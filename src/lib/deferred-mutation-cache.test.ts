import { MutationCache, MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deferredMutationCache, provideMutationCache } from './deferred-mutation-cache';

describe('deferredMutationCache', () => {
  it('answers as an empty cache until the write code hands over the class, then holds the writes of its own query cache', async () => {
    const client = new QueryClient({ mutationCache: deferredMutationCache() });
    const other = new QueryClient({ mutationCache: deferredMutationCache() });
    client.mount();
    expect(client.isMutating()).toBe(0);
    await client.resumePausedMutations();
    client.clear();

    provideMutationCache(MutationCache);
    let finish: ((value: string) => void) | undefined;
    const observer = new MutationObserver(client, { mutationFn: () => new Promise<string>((resolve) => (finish = resolve)) });
    const written = observer.mutate();
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(client.isMutating()).toBe(1);
    expect(other.isMutating()).toBe(0);
    finish?.('saved');
    await expect(written).resolves.toBe('saved');
    expect(client.isMutating()).toBe(0);
    expect(client.getMutationCache().getAll()).toHaveLength(1);
    client.unmount();
  });
});
