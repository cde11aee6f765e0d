import { cacheLookups } from './metrics';
import type { InvalidationBus } from './invalidation-bus';

/**
 * One value kept in memory until its topic is published on the invalidation bus (by any instance). A load that was
 * under way when the value was invalidated is returned to its caller but not kept, so a stale read never sticks.
 */
export class CachedValue<T> {
  private value: { data: T } | null = null;
  private generation = 0;

  constructor(
    private readonly name: string,
    bus: InvalidationBus,
    topic: string,
  ) {
    bus.subscribe(topic, () => this.invalidate());
  }

  async get(load: () => Promise<T>): Promise<T> {
    if (this.value) {
      cacheLookups.inc({ cache: this.name, result: 'hit' });
      return this.value.data;
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    const generation = this.generation;
    const data = await load();
    if (generation === this.generation) this.value = { data };
    return data;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = null;
  }
}
