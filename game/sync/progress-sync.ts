/**
 * Verified progress for signed-in players and guests (a guest's session is bound to a cookie instead of an account). A play session starts from the server's saved stand and a seed the
 * server issues; the game then records every command with the engine step it was applied at, and every 30 s (and
 * once more when the game is left) sends what was recorded as a numbered batch. The server replays the batch and
 * credits what the replay earns.
 *
 * - One batch is on its way at a time, so batches arrive in order. A batch that got no answer (network, server down)
 *   is sent again with the same number and content: the server applies a number once.
 * - A batch the server refuses (it did not replay) is dropped, the server's message is shown, and the game starts a
 *   new session from the server's saved stand: the browser never keeps a state the server does not have.
 * No DOM, no React: the hook in use-member-game-sync.ts wires it to the page, and unit tests drive it directly.
 */
import { SYNC_INTERVAL_MS } from '../engine/constants';
import { STAND_MOVED_MESSAGE, type GameSnapshot, type StampedCommand } from '../engine/replay';

/** verifiedCoins: the coins the player's verified play has earned so far (the business level follows them). */
export type SessionStart = { sessionId: string; seed: number; snapshot: GameSnapshot; verifiedCoins: number };

export type BatchPayload = { sessionId: string; batch: number; toStep: number; commands: StampedCommand[]; fingerprint: string };

export type EarnedAchievement = { id: string; icon: string; name: string; description: string };
export type Credited = { coins: number; score: number; customersServed: number };
export type BatchAnswer = { duplicate: boolean; credited: Credited; newAchievements: EarnedAchievement[] };

/** ok, or the HTTP status (0 for no answer at all) and the server's message of a failed call. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; status: number; message?: string };

export type PlayServer = {
  start: () => Promise<CallResult<SessionStart>>;
  submit: (payload: BatchPayload, options: { keepalive: boolean }) => Promise<CallResult<BatchAnswer>>;
  /** Records a page the member opened; the id its exploration bonus is paid against, or null (none today). */
  pageView: (path: string) => Promise<CallResult<{ viewId: string | null }>>;
};

/** What the sync needs of the game: start from the server's stand, and hand over what was played since. */
export type VerifiedGame = {
  /** A session is starting: the game holds the player's actions until it begins or cannot. */
  verifiedSessionStarting: () => void;
  beginVerifiedSession: (start: SessionStart, recordPageView: (path: string) => Promise<string | null>) => void;
  /** The start is over, whether the session began or not. */
  verifiedSessionStartSettled: () => void;
  cutBatch: () => { toStep: number; commands: StampedCommand[]; fingerprint: string };
};

export type SyncNotifier = {
  saved: (credited: Credited) => void;
  achievements: (earned: EarnedAchievement[]) => void;
  /** No answer or a server error: the batch is kept and sent again. */
  failed: () => void;
  /** The server refused the batch; the game is back at the saved stand. */
  refused: (message: string) => void;
  /** Another tab of the player saved the stand since this session began; this tab carries on from it. */
  moved: (message: string) => void;
};

export type PlaySyncOptions = { game: VerifiedGame; server: PlayServer; notify: SyncNotifier; now?: () => number };

/** The saved toast shows at most once per 30 s. */
export const SAVED_TOAST_INTERVAL_MS = SYNC_INTERVAL_MS;

/** A refusal that sending again cannot fix. Timeouts and rate limits are worth a retry. */
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export class VerifiedPlaySync {
  private sessionId: string | null = null;
  private nextBatch = 1;
  private lastSentStep = 0;
  /** Cut and sent, not yet answered with a success or a refusal; re-sent as it is. */
  private outstanding: BatchPayload | null = null;
  private busy: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  private lastSavedToastAt = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private closing = false;
  private readonly now: () => number;

  constructor(private readonly options: PlaySyncOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get session(): string | null {
    return this.sessionId;
  }

  /** Starts (or restarts) a session: the game is put at the server's saved stand. */
  start(): Promise<void> {
    if (this.starting === null) this.options.game.verifiedSessionStarting();
    this.starting ??= this.options.server
      .start()
      .then((result) => {
        if (this.stopped) return;
        if (!result.ok) {
          this.options.notify.failed();
          return;
        }
        this.options.game.beginVerifiedSession(result.value, (path) => this.recordPageView(path));
        this.sessionId = result.value.sessionId;
        this.nextBatch = 1;
        this.lastSentStep = 0;
        this.outstanding = null;
      })
      .finally(() => {
        this.starting = null;
        this.options.game.verifiedSessionStartSettled();
      });
    return this.starting;
  }

  private async recordPageView(path: string): Promise<string | null> {
    if (this.stopped) return null;
    const result = await this.options.server.pageView(path);
    return result.ok ? result.value.viewId : null;
  }

  /** The 30 s send: the batch still unanswered, or what was played since the last one. */
  tick(): Promise<void> {
    return this.run(false);
  }

  /** The send when the game is left: as tick, with requests that outlive the page (keepalive). */
  flush(): Promise<void> {
    return this.run(true);
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * Ends the session for good (the player signed in or out): what was played goes once more, and a refusal of it
   * neither starts a new session nor says anything (a guest's stand may just have been carried into the account).
   */
  async close(): Promise<void> {
    this.closing = true;
    await this.flush();
    this.stop();
  }

  private run(keepalive: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // One batch at a time; a send asked for meanwhile goes right after.
    if (this.busy) return this.busy.then(() => this.run(keepalive));
    const payload = this.outstanding ?? this.cut();
    if (payload === null) return Promise.resolve();
    this.outstanding = payload;
    this.busy = this.send(payload, keepalive).finally(() => {
      this.busy = null;
    });
    return this.busy;
  }

  private cut(): BatchPayload | null {
    if (this.sessionId === null) return null;
    const played = this.options.game.cutBatch();
    if (played.commands.length === 0 && played.toStep === this.lastSentStep) return null;
    this.lastSentStep = played.toStep;
    const payload: BatchPayload = { sessionId: this.sessionId, batch: this.nextBatch, ...played };
    this.nextBatch += 1;
    return payload;
  }

  private async send(payload: BatchPayload, keepalive: boolean): Promise<void> {
    const result = await this.options.server.submit(payload, { keepalive });
    if (this.stopped || this.outstanding !== payload) return;
    if (result.ok) {
      this.outstanding = null;
      const { credited, newAchievements } = result.value;
      const now = this.now();
      const earned = credited.coins > 0 || credited.score > 0 || credited.customersServed > 0;
      if (earned && now - this.lastSavedToastAt >= SAVED_TOAST_INTERVAL_MS) {
        this.lastSavedToastAt = now;
        this.options.notify.saved(credited);
      }
      if (newAchievements.length > 0) this.options.notify.achievements(newAchievements);
      return;
    }
    if (!isPermanent(result.status)) {
      this.options.notify.failed();
      return;
    }
    // Refused: nothing of this session after the last saved batch counts; start again from the saved stand.
    this.outstanding = null;
    this.sessionId = null;
    if (this.closing) return;
    if (result.message === STAND_MOVED_MESSAGE) this.options.notify.moved(result.message);
    else this.options.notify.refused(result.message ?? 'Your game is back to your last saved progress.');
    await this.start();
  }
}

type TrpcAnswer<T> = { result?: { data?: { json?: T } }; error?: { json?: { message?: string } } };

/** POST /trpc/<path> in tRPC's HTTP format (the wire format wraps the input as { json }), optionally with keepalive. */
async function postTrpc<T>(path: string, input: unknown, keepalive: boolean): Promise<CallResult<T>> {
  try {
    const response = await fetch(`/trpc/${path}`, {
      method: 'POST',
      keepalive,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: input }),
    });
    const body = (await response.json().catch(() => ({}))) as TrpcAnswer<T>;
    if (!response.ok) return { ok: false, status: response.status, message: body.error?.json?.message };
    const value = body.result?.data?.json;
    return value === undefined ? { ok: false, status: 0 } : { ok: true, value };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** A guest's play, verified like a member's under the browser's guest cookie; a guest's exploring pays nothing. */
export const fetchGuestPlayServer: PlayServer = {
  start: () => postTrpc<SessionStart>('game.startGuestSession', undefined, false),
  submit: (payload, { keepalive }) => postTrpc<BatchAnswer>('game.submitGuestBatch', payload, keepalive),
  pageView: () => Promise.resolve({ ok: true, value: { viewId: null } }),
};

export const fetchPlayServer: PlayServer = {
  start: () => postTrpc<SessionStart>('game.startSession', undefined, false),
  submit: (payload, { keepalive }) => postTrpc<BatchAnswer>('game.submitBatch', payload, keepalive),
  pageView: (path) => postTrpc<{ viewId: string | null }>('game.pageView', { path }, false),
};
