import { cacheLookupCounts, type CacheLookupCounts } from './metrics';
import type { InvalidationBus } from './invalidation-bus';

/**
 * One value kept in memory until its topic (or one of its topics) is published on the invalidation bus (by any instance). A load that was
 * under way when the value was invalidated is returned to its caller but not kept, so a stale read never sticks.
 */
export class CachedValue<T> {
  private value: { data: T } | null = null;
  private generation = 0;

  private readonly lookups: CacheLookupCounts;

  constructor(name: string, bus: InvalidationBus, topics: string | readonly string[]) {
    this.lookups = cacheLookupCounts(name);
    for (const topic of typeof topics === 'string' ? [topics] : topics) bus.subscribe(topic, () => this.invalidate());
  }

  async get(load: () => Promise<T>): Promise<T> {
    if (this.value) {
      this.lookups.hits += 1;
      return this.value.data;
    }
    this.lookups.misses += 1;
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

/**
 * Every key (an id or a slug) a kind of public record can be found by, kept in memory so that a made-up address (a
 * crawler, or a script asking for new ones to get past the page cache) costs no database query: on the embedded
 * database a query holds the event loop every other request waits on. The set holds every record, public or not, so a
 * record's visibility is still decided by its own query; it is reloaded after its topic is published.
 */
export class KnownKeys {
  private readonly keys: CachedValue<ReadonlySet<string>>;

  constructor(name: string, bus: InvalidationBus, topic: string) {
    this.keys = new CachedValue<ReadonlySet<string>>(name, bus, topic);
  }

  /** False only when no record has this key; load reads every key from the database when the set is not in memory. */
  async mayExist(key: string, load: () => Promise<Iterable<string>>): Promise<boolean> {
    const known = await this.keys.get(async () => new Set(await load()));
    return known.has(key);
  }
}
