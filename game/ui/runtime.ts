/**
 * The game as it lives in the page: one engine loop for the whole visit (so the panel keeps its state across page
 * changes and collapses), loaded with the expanded panel, never before. GameRuntime ties the engine to the page's
 * parts, each in its own module: the frame clock (frame-clock.ts), the browser's saved game (local-save.ts), the
 * screen timings after expansion (screen-timings.ts), sounds and music (game-audio.ts), the run's high scores
 * (run-high-scores.ts) and the exploration bonus (exploration-link.ts). Here: commands in, events out to toasts,
 * sounds and the renderer, the UI stores, and a member's verified session.
 */
import {
  CommandJournal,
  GUEST_NAME,
  GameLoop,
  arrivalIntervalMs,
  createInitialState,
  messages,
  msToSteps,
  sessionTotals,
  startStateFromSnapshot,
  stateFingerprint,
  type Command,
  type GameEvent,
  type GameSnapshot,
  type GameState,
  type HighScoreEntry,
  type InputStyle,
  type SessionTotals,
  type StampedCommand,
} from '../engine';
import { CommandHold } from './command-hold';
import type { PageVisit } from './exploration-counter';
import { ExplorationLink } from './exploration-link';
import { FrameClock, type RenderFrame } from './frame-clock';
import { GameAudio } from './game-audio';
import { LocalSaveWriter, readLocalSave } from './local-save';
import { RenderEventQueue } from './render-events';
import { RunHighScores, readHighScores } from './run-high-scores';
import { ScreenTimings } from './screen-timings';
import { readFlag, setFlag } from './storage';
import { ValueStore } from './store';
import { showToast } from './toasts';
import { snapshotKey, toUiSnapshot, type UiSnapshot } from './ui-snapshot';

export type { RenderFrame } from './frame-clock';

export type DialogId = 'profile' | 'store' | 'flavors' | 'leaderboard' | null;

export interface PanelState {
  dialog: DialogId;
  /** A profile was saved (named or as guest); the flavors dialog needs one. */
  profileSaved: boolean;
  highScores: HighScoreEntry[];
  /** The music loop is switched on (its own switch, apart from the sound effects' mute). */
  music: boolean;
}

function randomSeed(): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0] ?? Date.now();
}

/** A touch screen as the main pointer (a phone or tablet) gets the tutorial in taps; otherwise in keys. */
export function inputStyle(): InputStyle {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches ? 'touch' : 'keys';
}

function queueKey(state: GameState): string {
  return state.queue.map((customer) => customer.id).join(',');
}

export class GameRuntime {
  readonly loop: GameLoop;
  readonly ui: ValueStore<UiSnapshot>;
  readonly panel: ValueStore<PanelState>;
  private readonly audio = new GameAudio();
  readonly sounds = this.audio.sounds;
  readonly music = this.audio.music;
  /** The ids of the customers in line, joined: the canvas re-renders its queue only when this changes. */
  readonly queueIds: ValueStore<string>;
  private uiKey: string;
  /** Every engine event, for the canvas to drain once per drawn frame (see render-events.ts). */
  readonly renderEvents = new RenderEventQueue();
  private readonly clock: FrameClock;
  private frameValue: RenderFrame;
  private readonly saves: LocalSaveWriter;
  private readonly runScores: RunHighScores;
  private readonly timings: ScreenTimings;
  private readonly exploration = new ExplorationLink((visit) => this.payExploration(visit));
  /** A member's page views go to the server first: it answers the id a bonus is paid against (null: none today). */
  private pageViewRecorder: ((path: string) => Promise<string | null>) | null = null;
  /** Set while a signed-in member plays a server-verified session: every applied command is recorded. */
  private journal: CommandJournal | null = null;
  /** The coins the player's verified play had earned when the session began (0 for the browser's own game). */
  private verifiedCoins = 0;
  private readonly sessionListeners = new Set<(totals: SessionTotals) => void>();
  /** Signed in (true), a guest (false), or not known yet (null): the screen timings differ. */
  private memberMode: boolean | null = null;
  /** The game clock is held while a dialog is open over the open panel (time stops while the player shops). */
  private dialogHold = false;
  /** The player's actions while a verified session starts, applied once it has begun (see CommandHold). */
  private readonly startingHold = new CommandHold((commands) => {
    for (const command of commands) this.dispatch(command);
  });

  constructor() {
    const { profile, saved } = readLocalSave();
    const fresh = createInitialState({ seed: randomSeed(), saved, profile });
    // The first customer comes 100 ms after expansion (a screen timing); the arrival clock starts a full interval.
    const state = { ...fresh, nextArrivalStep: fresh.step + msToSteps(arrivalIntervalMs(fresh)) - 1 };
    this.clock = new FrameClock(
      (time) => this.advance(time),
      () => this.frameValue,
    );
    this.loop = new GameLoop({ clock: { now: () => this.clock.now }, state });
    const snapshot = toUiSnapshot(state);
    this.ui = new ValueStore(snapshot);
    this.queueIds = new ValueStore(queueKey(state));
    this.uiKey = snapshotKey(snapshot);
    this.panel = new ValueStore<PanelState>({ dialog: null, profileSaved: profile !== null, highScores: readHighScores(), music: this.music.enabled });
    this.frameValue = { state, alpha: 0, time: 0 };
    this.runScores = new RunHighScores(state, (highScores) => this.panel.update((panel) => ({ ...panel, highScores })));
    this.saves = new LocalSaveWriter(state);
    this.timings = new ScreenTimings({
      memberMode: () => this.memberMode,
      verifiedSession: () => this.journal !== null,
      profileSaved: () => this.panel.get().profileSaved,
      noDialogOpen: () => this.panel.get().dialog === null,
      openProfileDialog: () => this.openDialog('profile'),
      addCustomer: () => this.dispatch({ type: 'addCustomer' }),
    });
    window.addEventListener('pagehide', this.onPageHide);
  }

  get state(): GameState {
    return this.loop.state;
  }

  get isRunning(): boolean {
    return this.clock.isRunning;
  }

  /** The latest frame for the renderer. */
  get frame(): RenderFrame {
    return this.frameValue;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Panel lifecycle
  // -------------------------------------------------------------------------------------------------------------

  /** The panel was expanded: the clock runs again and the screen timings start. */
  expand(): void {
    if (this.clock.isRunning) return;
    this.loop.resetClock();
    this.renderEvents.clear();
    this.runScores.restart(this.state);
    this.audio.panelOpened();
    this.clock.start();
    this.timings.start();
  }

  /**
   * Whether the visitor is signed in, once the page knows. A guest's game in the browser (no verified session) takes
   * the exploration bonuses counted so far at once; a member's waits for the verified session, which pays them only
   * against page views the server recorded. A guest's verified session pays none.
   */
  setMemberMode(member: boolean): void {
    if (this.memberMode === member) return;
    this.memberMode = member;
    if (!member && this.journal === null) this.exploration.connect();
    else if (this.journal === null) this.exploration.disconnect();
  }

  /** The panel was collapsed: the game clock stops (customers do not wait for a closed panel) and the run is kept. */
  collapse(): void {
    if (!this.clock.isRunning && !this.dialogHold) return;
    this.dialogHold = false;
    // Inputs of the last frame still land (a serve pressed just before collapsing starts; time then stands still).
    const last = this.loop.applyNow([]);
    if (last.length > 0) {
      this.handleEvents(last);
      this.afterChange();
    }
    this.clock.stop();
    this.audio.panelClosed();
    this.timings.stop();
    this.panel.update((panel) => ({ ...panel, dialog: null }));
    this.recordRun();
    this.persist(true);
  }

  // -------------------------------------------------------------------------------------------------------------
  // The engine: frames, commands and events
  // -------------------------------------------------------------------------------------------------------------

  /** One animation frame: the engine advances to `time`; the frame clock then hands the frame to the listeners. */
  private advance(time: number): void {
    const result = this.loop.frame();
    this.frameValue = { state: result.current, alpha: result.alpha, time };
    if (result.events.length > 0) this.handleEvents(result.events);
    if (result.steps > 0) this.afterChange();
  }

  /** Calls back on every animation frame while the panel is open, after the engine advanced; returns the unsubscribe. */
  onFrame(listener: (frame: RenderFrame) => void): () => void {
    return this.clock.onFrame(listener);
  }

  /** A player action: applied at the next step while running, at once while the panel is collapsed. */
  dispatch(command: Command): void {
    // A customer the screen timings call is not the player's: the timings call it again in the session that begins.
    if (command.type !== 'addCustomer' && this.startingHold.hold(command)) return;
    if (this.clock.isRunning) {
      this.loop.enqueue(command);
      return;
    }
    const events = this.loop.applyNow([command]);
    this.frameValue = { state: this.loop.state, alpha: 0, time: this.frameValue.time };
    this.handleEvents(events);
    this.afterChange();
    this.persist(true);
  }

  private handleEvents(events: readonly GameEvent[]): void {
    this.renderEvents.push(events);
    for (const event of events) {
      if (event.type === 'toast') showToast(event.toast);
      else if (event.type === 'sound') this.audio.play(event.sound);
    }
  }

  private afterChange(): void {
    this.queueIds.set(queueKey(this.state));
    const snapshot = toUiSnapshot(this.state, this.verifiedCoins);
    const key = snapshotKey(snapshot);
    if (key !== this.uiKey) {
      this.uiKey = key;
      this.ui.set(snapshot);
    }
    this.persist(false);
    if (this.sessionListeners.size > 0) {
      const totals = sessionTotals(this.state);
      for (const listener of this.sessionListeners) listener(totals);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Persistence, profile, dialogs, music and high scores
  // -------------------------------------------------------------------------------------------------------------

  private persist(force: boolean): void {
    // A member's stand lives on the server; the browser's save stays the guest's.
    if (this.journal !== null) return;
    this.saves.write(this.state, { force, profileSaved: this.panel.get().profileSaved });
  }

  /** Profile dialog: Save/Update with a name (trimmed, non-empty), or Continue as Guest. */
  saveProfile(name: string | null): void {
    const trimmed = name === null ? GUEST_NAME : name.trim();
    if (trimmed === '') return;
    const events = this.loop.applyNow([{ type: 'setProfileName', name: trimmed }]);
    this.handleEvents(events);
    const firstSave = !this.panel.get().profileSaved;
    this.panel.update((panel) => ({ ...panel, profileSaved: true }));
    this.openDialog(null);
    this.saves.writeProfile(this.state.profile);
    this.afterChange();
    if (firstSave && !readFlag('tutorialSeen')) {
      showToast(messages.tutorial(inputStyle()));
      setFlag('tutorialSeen');
    }
  }

  toggleMusic(): void {
    const music = this.audio.toggleMusic(this.clock.isRunning);
    this.panel.update((panel) => ({ ...panel, music }));
  }

  showTutorial(): void {
    showToast(messages.tutorial(inputStyle()));
    setFlag('tutorialSeen');
  }

  /**
   * Opens a dialog (or closes it, with null). Rule: the game's time stops while a dialog is open over the play area,
   * so refilling, choosing a flavor or reading the leaderboards never costs a customer; what the player does in the
   * dialog applies at once, and the clock runs again when it closes.
   */
  openDialog(dialog: DialogId): void {
    this.panel.update((panel) => ({ ...panel, dialog }));
    if (dialog !== null && this.clock.isRunning) {
      const last = this.loop.applyNow([]);
      if (last.length > 0) {
        this.handleEvents(last);
        this.afterChange();
      }
      this.clock.stop();
      this.dialogHold = true;
    } else if (dialog === null && this.dialogHold) {
      this.dialogHold = false;
      this.loop.resetClock();
      this.clock.start();
    }
  }

  /** The run so far goes into the high scores if it earned points (see run-high-scores.ts). */
  recordRun(): void {
    this.runScores.finish(this.state, this.panel.get().highScores);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Outside events and the session totals for the members feature
  // -------------------------------------------------------------------------------------------------------------

  private onPageHide = (): void => {
    if (this.clock.isRunning || this.dialogHold) this.recordRun();
    this.persist(true);
  };

  /**
   * A signed-in member's verified session begins: the game is put at the server's saved stand with the server's
   * seed, and from now on every command applied is recorded with its step (see game/engine/replay.ts). The
   * exploration bonuses counted meanwhile are paid into it. The signed-in test customer comes 2 s after expanding.
   */
  beginVerifiedSession(start: { seed: number; snapshot: GameSnapshot; verifiedCoins: number }, recordPageView: (path: string) => Promise<string | null>): void {
    this.pageViewRecorder = recordPageView;
    this.verifiedCoins = start.verifiedCoins;
    const state = startStateFromSnapshot(start.snapshot, start.seed);
    this.journal = new CommandJournal();
    this.loop.recordInto(this.journal);
    this.loop.replaceState(state);
    this.runScores.restart(state);
    this.frameValue = { state, alpha: 0, time: this.frameValue.time };
    this.renderEvents.clear();
    this.afterChange();
    this.exploration.connect();
    // The signed-in test customer, if its moment came before the server's answer.
    if (this.clock.isRunning) this.timings.verifiedSessionBegan();
  }

  /** A verified session is starting from the server's stand: the player's actions wait for it (see CommandHold). */
  verifiedSessionStarting(): void {
    this.startingHold.start();
  }

  /** The start is over, whether the session began (on its stand) or not: actions held meanwhile are applied. */
  verifiedSessionStartSettled(): void {
    this.startingHold.release();
  }

  /** What was played since the last cut: the recorded commands, the step reached and the state's fingerprint. */
  cutBatch(): { toStep: number; commands: StampedCommand[]; fingerprint: string } {
    const state = this.loop.state;
    return { toStep: state.step, commands: this.journal?.take() ?? [], fingerprint: stateFingerprint(state) };
  }

  /**
   * A page worth an exploration bonus. The browser's own game pays it at once; a verified session only once the
   * server has recorded the view (the bonus then names it, and the server pays it once); a guest's session records
   * none.
   */
  private payExploration(visit: PageVisit): void {
    const recorder = this.journal !== null ? this.pageViewRecorder : null;
    if (recorder === null) {
      // The browser's own game (a guest without a verified session): nothing of it is carried anywhere.
      this.dispatch({ type: 'explorationBonus', page: visit.page });
      return;
    }
    void recorder(visit.path).then((viewId) => {
      if (viewId !== null && this.journal !== null) this.dispatch({ type: 'explorationBonus', page: viewId });
    });
  }

  /** The player signed in or out: recording stops until the next player's verified session begins. */
  endVerifiedSession(): void {
    this.exploration.disconnect();
    this.pageViewRecorder = null;
    this.journal = null;
    this.loop.recordInto(null);
    this.verifiedCoins = 0;
  }

  /** Session totals since the page loaded (coins and score earned, customers served), for progress sync. */
  getSessionTotals(): SessionTotals {
    return sessionTotals(this.state);
  }

  /** Calls back after every change with the session totals; returns the unsubscribe function. */
  onSessionTotals(listener: (totals: SessionTotals) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }
}

let runtime: GameRuntime | null = null;

/** The one runtime of the page, made on first use (the first expansion). */
export function getGameRuntime(): GameRuntime {
  runtime ??= new GameRuntime();
  return runtime;
}
