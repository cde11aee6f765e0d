/**
 * Saved progress for signed-in players (document 2): while the game is open, every 30 s the totals earned since the
 * last accepted delta go to the server, and once more when the player collapses the panel or leaves the page.
 *
 * Every delta carries an id made when it is first sent. A delta that got no answer (network, server down) is sent
 * again with the same id and numbers, so the server applies it exactly once; new progress goes into the next delta.
 * A delta the server refuses for good (4xx) is dropped, so one bad delta cannot block every later one.
 * No DOM, no React: the hook in use-member-game-sync.ts wires it to the page, and unit tests drive it directly.
 */
import { deltaSince, hasAnyProgress, isDeltaWorthSending } from '../../../game/engine/session';
import { SATISFACTION_RANGE, SYNC_INTERVAL_MS } from '../../../game/engine/constants';

export type SyncTotals = { coins: number; score: number; customersServed: number; satisfaction?: number };

export type SyncPayload = {
  deltaId: string;
  coins: number;
  score: number;
  customersServed: number;
  satisfaction?: number;
  elapsedMs: number;
};

export type EarnedAchievement = { id: string; icon: string; name: string; description: string };
export type SyncAnswer = { duplicate: boolean; newAchievements: EarnedAchievement[] };

/** ok, or the HTTP status (0 for no answer at all) of a failed send. */
export type SendResult = { ok: true; answer: SyncAnswer } | { ok: false; status: number };
export type Transport = (payload: SyncPayload, options: { keepalive: boolean }) => Promise<SendResult>;

export type SyncNotifier = {
  saved: (delta: { coins: number; score: number; customersServed: number }) => void;
  achievements: (earned: EarnedAchievement[]) => void;
  failed: () => void;
};

export type ProgressSyncOptions = {
  getTotals: () => SyncTotals;
  transport: Transport;
  notify: SyncNotifier;
  now?: () => number;
  newId?: () => string;
};

/** spec: the saved toast shows at most once per 30 s. */
export const SAVED_TOAST_INTERVAL_MS = SYNC_INTERVAL_MS;

/** A refusal that sending again cannot fix: the delta is dropped. Timeouts and rate limits are worth a retry. */
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function add(a: SyncTotals, b: SyncTotals): SyncTotals {
  return {
    coins: a.coins + b.coins,
    score: a.score + b.score,
    customersServed: a.customersServed + b.customersServed,
    satisfaction: (a.satisfaction ?? 0) + (b.satisfaction ?? 0),
  };
}

export class ProgressSync {
  /** Totals the server has accepted (or that were dropped), measured on the game's session counters. */
  private baseline: SyncTotals;
  /** Sent, not yet answered with a success or a permanent refusal; re-sent as they are. */
  private readonly outstanding = new Map<string, SyncPayload>();
  private lastCutAt: number;
  private lastSavedToastAt = Number.NEGATIVE_INFINITY;
  private sending = false;
  private stopped = false;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly options: ProgressSyncOptions) {
    this.now = options.now ?? (() => Date.now());
    this.newId = options.newId ?? (() => crypto.randomUUID());
    // Only play from now on is this member's: what was earned before signing in stays with the guest.
    const start = options.getTotals();
    this.baseline = { ...start, satisfaction: start.satisfaction ?? 0 };
    this.lastCutAt = this.now();
  }

  get pendingCount(): number {
    return this.outstanding.size;
  }

  /** The 30-second send: unanswered deltas again, then new progress if it is worth a delta (spec thresholds). */
  async tick(): Promise<void> {
    if (this.sending || this.stopped) return;
    this.sending = true;
    try {
      for (const payload of [...this.outstanding.values()]) await this.send(payload, false);
      const payload = this.cut(false);
      if (payload) await this.send(payload, false);
    } finally {
      this.sending = false;
    }
  }

  /**
   * The last send when the panel collapses or the page goes away: any progress at all, with requests that outlive
   * the page (keepalive). Unanswered deltas go with it; a duplicate id is harmless.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const payloads = [...this.outstanding.values()];
    const fresh = this.cut(true);
    if (fresh) payloads.push(fresh);
    return Promise.all(payloads.map((payload) => this.send(payload, true))).then(() => undefined);
  }

  /** No more sends (the member signed out or the game went away). */
  stop(): void {
    this.stopped = true;
  }

  /** The delta since the baseline (and whatever is already on its way), as a new payload, or null. */
  private cut(final: boolean): SyncPayload | null {
    let base = this.baseline;
    for (const payload of this.outstanding.values()) base = add(base, payload);
    const current = this.options.getTotals();
    const delta = deltaSince(current, base);
    if (!(final ? hasAnyProgress(delta) : isDeltaWorthSending(delta))) return null;
    const now = this.now();
    const payload: SyncPayload = { deltaId: this.newId(), ...delta, elapsedMs: Math.max(0, Math.round(now - this.lastCutAt)) };
    if (current.satisfaction !== undefined) {
      // Satisfaction of the customers in this delta, never more than the game's maximum for each of them.
      const satisfaction = Math.max(0, current.satisfaction - (base.satisfaction ?? 0));
      payload.satisfaction = Math.min(Math.round(satisfaction), delta.customersServed * SATISFACTION_RANGE[1]);
    }
    this.lastCutAt = now;
    this.outstanding.set(payload.deltaId, payload);
    return payload;
  }

  private async send(payload: SyncPayload, keepalive: boolean): Promise<void> {
    const result = await this.options.transport(payload, { keepalive });
    // Another send of the same id may have been answered first.
    if (!this.outstanding.has(payload.deltaId)) return;
    if (result.ok) {
      this.settle(payload);
      const now = this.now();
      if (now - this.lastSavedToastAt >= SAVED_TOAST_INTERVAL_MS) {
        this.lastSavedToastAt = now;
        this.options.notify.saved({ coins: payload.coins, score: payload.score, customersServed: payload.customersServed });
      }
      if (result.answer.newAchievements.length > 0) this.options.notify.achievements(result.answer.newAchievements);
      return;
    }
    if (isPermanent(result.status)) this.settle(payload);
    this.options.notify.failed();
  }

  /** The payload's numbers leave the outstanding list and join the baseline (accepted, or dropped for good). */
  private settle(payload: SyncPayload): void {
    this.outstanding.delete(payload.deltaId);
    this.baseline = add(this.baseline, { ...payload, satisfaction: payload.satisfaction ?? 0 });
  }
}

/** POST /trpc/game.sync in tRPC's HTTP format (the wire format wraps the input as { json }), optionally with keepalive. */
export const fetchTransport: Transport = async (payload, { keepalive }) => {
  try {
    const response = await fetch('/trpc/game.sync', {
      method: 'POST',
      keepalive,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: payload }),
    });
    if (!response.ok) return { ok: false, status: response.status };
    const body = (await response.json()) as { result?: { data?: { json?: SyncAnswer } } };
    const answer = body.result?.data?.json;
    return answer ? { ok: true, answer } : { ok: false, status: 0 };
  } catch {
    return { ok: false, status: 0 };
  }
};
