import postgres from 'postgres';

/**
 * Tells every instance of the site that some content changed, so each drops what it cached of it. A topic names a
 * kind of content ('settings', 'products', ...); subscribers drop their cache when it is published.
 */
export interface InvalidationBus {
  /** Call after the change has committed. Subscribers on this instance run before it returns. */
  publish(topic: string): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(topic: string, fn: () => void): () => void;
  close(): Promise<void>;
}

/** The channel every instance listens on; the payload is the topic. */
export const INVALIDATION_CHANNEL = 'drip_invalidate';
const TOPIC = /^[a-z][a-z0-9_.-]{0,62}$/;

function assertTopic(topic: string): void {
  if (!TOPIC.test(topic)) throw new Error(`Invalid invalidation topic ${JSON.stringify(topic)}`);
}

class Subscribers {
  private readonly byTopic = new Map<string, Set<() => void>>();

  add(topic: string, fn: () => void): () => void {
    assertTopic(topic);
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(fn);
    this.byTopic.set(topic, set);
    return () => set.delete(fn);
  }

  run(topic: string): void {
    assertTopic(topic);
    for (const fn of this.byTopic.get(topic) ?? []) fn();
  }

  runAll(): void {
    for (const topic of this.byTopic.keys()) this.run(topic);
  }
}

/** One process (the embedded database): subscribers are called directly. */
export function createLocalBus(): InvalidationBus {
  const subscribers = new Subscribers();
  return {
    publish: async (topic) => subscribers.run(topic),
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    close: async () => {},
  };
}

/**
 * Several instances on one PostgreSQL database: a publish is a NOTIFY that every instance LISTENs for, its own
 * included. This instance's subscribers also run at once, so its own next read is fresh without the round trip.
 */
export async function createPostgresBus(url: string): Promise<InvalidationBus> {
  const subscribers = new Subscribers();
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  const listening = await sql.listen(
    INVALIDATION_CHANNEL,
    (topic) => {
      if (TOPIC.test(topic)) subscribers.run(topic);
    },
    // Runs on every (re)connection of the listening connection: a notification may have been missed while it was
    // down, so every cache is dropped.
    () => subscribers.runAll(),
  );
  return {
    publish: async (topic) => {
      subscribers.run(topic);
      await sql.notify(INVALIDATION_CHANNEL, topic);
    },
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    close: async () => {
      await listening.unlisten();
      await sql.end({ timeout: 5 });
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY when the site runs on a PostgreSQL server, in-process with the embedded database. */
export function createInvalidationBus(databaseUrl: string | undefined): Promise<InvalidationBus> {
  return databaseUrl ? createPostgresBus(databaseUrl) : Promise.resolve(createLocalBus());
}
