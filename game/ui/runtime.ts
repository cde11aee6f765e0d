/**
 * The game as it lives in the page: one engine loop for the whole visit (so the panel keeps its state across page
 * changes and collapses), its persistence, toasts, sounds, the screen timings after load and expansion, the exploration
 * bonus and high scores. Loaded with the expanded panel, never before.
 */
import {
  CommandJournal,
  FIRST_CUSTOMER_DELAY_MS,
  GUEST_NAME,
  GameLoop,
  addHighScore,
  arrivalIntervalMs,
  createInitialState,
  makeHighScoreEntry,
  messages,
  msToSteps,
  sessionTotals,
  startStateFromSnapshot,
  stateFingerprint,
  toSavedGame,
  type Command,
  type GameEvent,
  type GameSnapshot,
  type GameState,
  type HighScoreEntry,
  type InputStyle,
  type SessionTotals,
  type StampedCommand,
} from '../engine';
import { MusicPlayer } from './music';
import { SoundPlayer } from './sounds';
import {
  loadHighScores,
  loadProfile,
  loadSavedGame,
  readFlag,
  saveGame,
  saveHighScores,
  saveProfile,
  setFlag,
} from './storage';
import { explorationCounter } from './exploration-counter';
import { RenderEventQueue } from './render-events';
import { ValueStore } from './store';
import { showToast } from './toasts';
import { snapshotKey, toUiSnapshot, type UiSnapshot } from './ui-snapshot';

/** The profile dialog opens 2 s after the first expansion without a profile. */
const PROFILE_DIALOG_DELAY_MS = 2000;
/** Signed-in game view: the profile dialog 100 ms after load when no profile exists. */
const MEMBER_PROFILE_DIALOG_DELAY_MS = 100;
/** Signed-in game view: expanded with a profile, one initial test customer after 2 s. */
const MEMBER_TEST_CUSTOMER_DELAY_MS = 2000;
/** The welcome toast shows 3 s after expansion unless the enhanced-game-played flag is set. */
const WELCOME_TOAST_DELAY_MS = 3000;
/** choice: the saved game is written at most twice a second while it changes, and on collapse and page hide. */
const SAVE_THROTTLE_MS = 500;

export type DialogId = 'profile' | 'store' | 'flavors' | 'leaderboard' | null;

export interface PanelState {
  dialog: DialogId;
  /** A profile was saved (named or as guest); the flavors dialog needs one. */
  profileSaved: boolean;
  highScores: HighScoreEntry[];
  /** The music loop is switched on (its own switch, apart from the sound effects' mute). */
  music: boolean;
}

export interface RenderFrame {
  state: GameState;
  alpha: number;
  /** The animation frame's timestamp (ms), the one clock both the engine and the drawing follow. */
  time: number;
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
  readonly sounds = new SoundPlayer();
  readonly music = new MusicPlayer();
  /** The ids of the customers in line, joined: the canvas re-renders its queue only when this changes. */
  readonly queueIds: ValueStore<string>;
  private uiKey: string;
  /** Every engine event, for the canvas to drain once per drawn frame (see render-events.ts). */
  readonly renderEvents = new RenderEventQueue();
  private now = 0;
  private readonly frameListeners = new Set<(frame: RenderFrame) => void>();
  private rafId: number | null = null;
  private running = false;
  private frameValue: RenderFrame;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private profilePrompted = false;
  private lastSavedJson = '';
  private lastSaveAt = 0;
  private lastProfileJson = '';
  private runBaseline: SessionTotals;
  /** Set while a signed-in member plays a server-verified session: every applied command is recorded. */
  private journal: CommandJournal | null = null;
  private readonly sessionListeners = new Set<(totals: SessionTotals) => void>();
  /** Signed in (true), a guest (false), or not known yet (null): the screen timings differ. */
  private memberMode: boolean | null = null;
  /** The moment of the signed-in test customer has come (2 s after expanding). */
  private testCustomerDue = false;
  private detachExploration: (() => void) | null = null;

  constructor() {
    const profile = loadProfile();
    const fresh = createInitialState({ seed: randomSeed(), saved: loadSavedGame(), profile });
    // The first customer comes 100 ms after expansion (a screen timing); the arrival clock starts a full interval.
    const state = { ...fresh, nextArrivalStep: fresh.step + msToSteps(arrivalIntervalMs(fresh)) - 1 };
    this.loop = new GameLoop({ clock: { now: () => this.now }, state });
    const snapshot = toUiSnapshot(state);
    this.ui = new ValueStore(snapshot);
    this.queueIds = new ValueStore(queueKey(state));
    this.uiKey = snapshotKey(snapshot);
    this.panel = new ValueStore<PanelState>({ dialog: null, profileSaved: profile !== null, highScores: loadHighScores(), music: this.music.enabled });
    this.frameValue = { state, alpha: 0, time: 0 };
    this.runBaseline = sessionTotals(state);
    this.lastSavedJson = JSON.stringify(toSavedGame(state));
    this.lastProfileJson = JSON.stringify(state.profile);
    window.addEventListener('pagehide', this.onPageHide);
  }

  get state(): GameState {
    return this.loop.state;
  }

  get isRunning(): boolean {
    return this.running;
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
    if (this.running) return;
    this.running = true;
    this.testCustomerDue = false;
    this.loop.resetClock();
    this.renderEvents.clear();
    this.runBaseline = sessionTotals(this.state);
    this.sounds.preload();
    this.music.setActive(true);
    this.scheduleRaf();
    // A customer after 100 ms when the queue is empty (signed in, the test customer at 2 s comes instead).
    this.later(FIRST_CUSTOMER_DELAY_MS, () => {
      if (this.memberMode !== true) this.dispatch({ type: 'addCustomer', onlyIfQueueEmpty: true });
    });
    this.later(MEMBER_PROFILE_DIALOG_DELAY_MS, () => {
      if (this.memberMode === true) this.promptProfile();
    });
    this.later(MEMBER_TEST_CUSTOMER_DELAY_MS, () => {
      this.testCustomerDue = true;
      if (this.memberMode === true && this.journal !== null) this.dispatch({ type: 'addCustomer', onlyIfQueueEmpty: true });
    });
    if (!this.profilePrompted && !this.panel.get().profileSaved) {
      // The guest profile is already the engine's (temporary until saved); ask for a name after 2 s, once a visit.
      this.later(PROFILE_DIALOG_DELAY_MS, () => this.promptProfile());
    }
    if (!readFlag('enhancedGamePlayed')) {
      this.later(WELCOME_TOAST_DELAY_MS, () => {
        showToast(messages.welcome());
        setFlag('enhancedGamePlayed');
      });
    }
  }

  private promptProfile(): void {
    if (this.profilePrompted || this.panel.get().profileSaved) return;
    this.profilePrompted = true;
    if (this.panel.get().dialog === null) this.openDialog('profile');
  }

  /**
   * Whether the visitor is signed in, once the page knows. A guest's game takes the exploration bonuses counted so
   * far at once; a member's waits for the verified session, so they are recorded and credited by the server.
   */
  setMemberMode(member: boolean): void {
    if (this.memberMode === member) return;
    this.memberMode = member;
    if (!member) this.attachExploration();
    else if (this.journal === null) {
      this.detachExploration?.();
      this.detachExploration = null;
    }
  }

  private attachExploration(): void {
    this.detachExploration?.();
    this.detachExploration = explorationCounter.attach((page) => this.dispatch({ type: 'explorationBonus', page }));
  }

  /** The panel was collapsed: the game clock stops (customers do not wait for a closed panel) and the run is kept. */
  collapse(): void {
    if (!this.running) return;
    // Inputs of the last frame still land (a serve pressed just before collapsing starts; time then stands still).
    const last = this.loop.applyNow([]);
    if (last.length > 0) {
      this.handleEvents(last);
      this.afterChange();
    }
    this.running = false;
    this.music.setActive(false);
    if (this.rafId !== null) cancelAnimationFrame(this.rafId);
    this.rafId = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.panel.update((panel) => ({ ...panel, dialog: null }));
    this.recordRun();
    this.persist(true);
  }

  private later(ms: number, action: () => void): void {
    this.timers.push(setTimeout(action, ms));
  }

  // -------------------------------------------------------------------------------------------------------------
  // The frame loop
  // -------------------------------------------------------------------------------------------------------------

  private scheduleRaf(): void {
    this.rafId = requestAnimationFrame(this.onRaf);
  }

  private onRaf = (time: number): void => {
    this.rafId = null;
    if (!this.running) return;
    // The next frame is asked for first: a drawing that fails must never stop the game's clock.
    this.scheduleRaf();
    this.advance(time);
    for (const listener of this.frameListeners) {
      try {
        listener(this.frameValue);
      } catch (error) {
        console.error('Cotton-Candy Hustle: a frame could not be drawn', error);
      }
    }
  };

  /**
   * The one clock of the game: the page's animation frame advances the engine to `time`, then hands the frame to
   * the listeners (the canvas draws it in the same callback, so it always shows the state of its own frame).
   */
  private advance(time: number): void {
    this.now = time;
    const result = this.loop.frame();
    this.frameValue = { state: result.current, alpha: result.alpha, time };
    if (result.events.length > 0) this.handleEvents(result.events);
    if (result.steps > 0) this.afterChange();
  }

  /** Calls back on every animation frame while the panel is open, after the engine advanced; returns the unsubscribe. */
  onFrame(listener: (frame: RenderFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** A player action: applied at the next step while running, at once while the panel is collapsed. */
  dispatch(command: Command): void {
    if (this.running) {
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
      else if (event.type === 'sound') this.sounds.play(event.sound);
    }
  }

  private afterChange(): void {
    this.queueIds.set(queueKey(this.state));
    const snapshot = toUiSnapshot(this.state);
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
  // Persistence, profile and high scores
  // -------------------------------------------------------------------------------------------------------------

  private persist(force: boolean): void {
    // A member's stand lives on the server; the browser's save stays the guest's.
    if (this.journal !== null) return;
    const nowMs = Date.now();
    if (!force && nowMs - this.lastSaveAt < SAVE_THROTTLE_MS) return;
    const savedJson = JSON.stringify(toSavedGame(this.state));
    if (savedJson !== this.lastSavedJson) {
      this.lastSavedJson = savedJson;
      this.lastSaveAt = nowMs;
      saveGame(toSavedGame(this.state));
    }
    if (this.panel.get().profileSaved) {
      const profileJson = JSON.stringify(this.state.profile);
      if (profileJson !== this.lastProfileJson) {
        this.lastProfileJson = profileJson;
        saveProfile(this.state.profile);
      }
    }
  }

  /** Profile dialog: Save/Update with a name (trimmed, non-empty), or Continue as Guest. */
  saveProfile(name: string | null): void {
    const trimmed = name === null ? GUEST_NAME : name.trim();
    if (trimmed === '') return;
    const events = this.loop.applyNow([{ type: 'setProfileName', name: trimmed }]);
    this.handleEvents(events);
    const firstSave = !this.panel.get().profileSaved;
    this.panel.update((panel) => ({ ...panel, profileSaved: true, dialog: null }));
    this.lastProfileJson = JSON.stringify(this.state.profile);
    saveProfile(this.state.profile);
    this.afterChange();
    if (firstSave && !readFlag('tutorialSeen')) {
      showToast(messages.tutorial(inputStyle()));
      setFlag('tutorialSeen');
    }
  }

  toggleMusic(): void {
    const music = this.music.toggle(this.running);
    this.panel.update((panel) => ({ ...panel, music }));
  }

  showTutorial(): void {
    showToast(messages.tutorial(inputStyle()));
    setFlag('tutorialSeen');
  }

  openDialog(dialog: DialogId): void {
    this.panel.update((panel) => ({ ...panel, dialog }));
  }

  /**
   * choice: a high score is a run, from expanding the panel to collapsing it (or leaving the page): its points
   * and customers served, under the profile's name. Runs that earned nothing are not recorded.
   */
  recordRun(): void {
    const totals = sessionTotals(this.state);
    const points = totals.score - this.runBaseline.score;
    const customers = totals.customersServed - this.runBaseline.customersServed;
    this.runBaseline = totals;
    if (points <= 0) return;
    const entry = makeHighScoreEntry(points, customers, new Date().toISOString(), this.state.profile.name);
    const highScores = addHighScore(this.panel.get().highScores, entry);
    this.panel.update((panel) => ({ ...panel, highScores }));
    saveHighScores(highScores);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Outside events and the session totals for the members feature
  // -------------------------------------------------------------------------------------------------------------

  private onPageHide = (): void => {
    if (this.running) this.recordRun();
    this.persist(true);
  };

  /**
   * A signed-in member's verified session begins: the game is put at the server's saved stand with the server's
   * seed, and from now on every command applied is recorded with its step (see game/engine/replay.ts). The
   * exploration bonuses counted meanwhile are paid into it. The signed-in test customer comes 2 s after expanding.
   */
  beginVerifiedSession(start: { seed: number; snapshot: GameSnapshot }): void {
    const state = startStateFromSnapshot(start.snapshot, start.seed);
    this.journal = new CommandJournal();
    this.loop.recordInto(this.journal);
    this.loop.replaceState(state);
    this.runBaseline = sessionTotals(state);
    this.frameValue = { state, alpha: 0, time: this.frameValue.time };
    this.renderEvents.clear();
    this.afterChange();
    this.attachExploration();
    // The signed-in test customer, if its moment came before the server's answer.
    if (this.running && this.testCustomerDue) this.dispatch({ type: 'addCustomer', onlyIfQueueEmpty: true });
  }

  /** What was played since the last cut: the recorded commands, the step reached and the state's fingerprint. */
  cutBatch(): { toStep: number; commands: StampedCommand[]; fingerprint: string } {
    const state = this.loop.state;
    return { toStep: state.step, commands: this.journal?.take() ?? [], fingerprint: stateFingerprint(state) };
  }

  /** The member signed out: recording stops and the game carries on as a local game. */
  endVerifiedSession(): void {
    this.journal = null;
    this.loop.recordInto(null);
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
