import { setImmediate } from 'node:timers';
import type { Database } from '../db/client';

type Waiting<Item, Result> = { item: Item; settle: (result: Promise<Result>) => void };

type CallsTogetherOptions<Item, Result> = {
  /** One database call for a list of items, answering each in the list's order. */
  call: (items: Item[]) => Promise<Result[]>;
  /** The most items one call takes; the rest wait for the next call. */
  itemsPerCallMax: number;
  /**
   * What a call of several items that fails means for each item. 'fail-each': the item fails too, as a call of its
   * own would have (a dropped connection). 'call-each-alone': each item is called again on its own, so an item the
   * database refuses fails only its own request; the failed call changed nothing, being one statement.
   */
  onFailedCall: 'fail-each' | 'call-each-alone';
};

/**
 * Makes the calls of requests that arrive together as one database call. An item waits until the requests already
 * read by the server have added theirs (the next turn of the event loop), and while a call is under way the items
 * that arrive wait for the next one, which takes them all: one call at a time. A quiet site's item is called at
 * once; in a rush the call's fixed cost (a round trip, a transaction, a commit) is shared by every request waiting,
 * instead of each paying for its own.
 */
export class CallsTogether<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private callPending = false;

  constructor(private readonly options: CallsTogetherOptions<Item, Result>) {}

  add(item: Item): Promise<Result> {
    const answer = new Promise<Result>((resolve) => this.waiting.push({ item, settle: resolve }));
    this.callSoon();
    return answer;
  }

  private callSoon(): void {
    if (this.callPending) return;
    this.callPending = true;
    setImmediate(() => void this.callWaiting());
  }

  private async callWaiting(): Promise<void> {
    const batch = this.waiting.splice(0, this.options.itemsPerCallMax);
    const answered = this.options.call(batch.map((waiting) => waiting.item));
    batch.forEach((waiting, index) => waiting.settle(this.answerOf(answered, waiting.item, index, batch.length)));
    await answered.catch(() => undefined);
    this.callPending = false;
    if (this.waiting.length > 0) this.callSoon();
  }

  private async answerOf(answered: Promise<Result[]>, item: Item, index: number, itemsInCall: number): Promise<Result> {
    try {
      return (await answered)[index]!;
    } catch (error) {
      if (this.options.onFailedCall === 'fail-each' || itemsInCall === 1) throw error;
      const [alone] = await this.options.call([item]);
      return alone!;
    }
  }
}

/**
 * A CallsTogether for each database, made on its first use: calls on one database never wait for another's. `call`
 * gets the database with the items.
 */
export function callsTogetherPerDatabase<Item, Result>(
  options: Omit<CallsTogetherOptions<Item, Result>, 'call'> & { call: (db: Database, items: Item[]) => Promise<Result[]> },
): (db: Database) => CallsTogether<Item, Result> {
  const made = new WeakMap<Database, CallsTogether<Item, Result>>();
  return (db) => {
    let calls = made.get(db);
    if (!calls) {
      calls = new CallsTogether({ ...options, call: (items) => options.call(db, items) });
      made.set(db, calls);
    }
    return calls;
  };
}
