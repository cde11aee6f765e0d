/**
 * Seeded pseudo-random numbers (mulberry32). The whole generator state is one unsigned 32-bit integer kept in the
 * game state, so a saved or copied state replays the same numbers and two runs with the same seed are identical.
 */

export type RngState = number;

/** Turns any number (a seed from Date.now(), a test's constant) into a valid generator state. */
export function seedRng(seed: number): RngState {
  return (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
}

/** One draw in [0, 1) and the state after it. */
export function nextRandom(state: RngState): { value: number; state: RngState } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, state: next };
}

/**
 * A cursor over the generator used inside one engine step: systems draw from it, and the step writes `state` back
 * into the new game state. It never escapes a step, so the engine stays a pure function of (state, commands).
 */
export class RandomCursor {
  constructor(public state: RngState) {}

  next(): number {
    const drawn = nextRandom(this.state);
    this.state = drawn.state;
    return drawn.value;
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a non-empty list, equally likely. */
  pick<T>(items: readonly [T, ...T[]]): T {
    const index = Math.floor(this.next() * items.length);
    return items[index] ?? items[0];
  }

  /** One element chosen with probability proportional to its weight (weights must be positive). */
  weighted<T>(items: readonly [T, ...T[]], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1] ?? items[0];
  }
}
