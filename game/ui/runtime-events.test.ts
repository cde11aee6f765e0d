// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_EVENT_TYPES, STORAGE_KEYS, autoplayCommands, snapshotOf, type GameEvent } from '../engine';

vi.mock('./toasts', () => ({ showToast: () => undefined }));
vi.mock('./sounds', () => ({
  SoundPlayer: class {
    preload() {}
    play() {}
  },
}));

const { GameRuntime } = await import('./runtime');

describe('the renderer receives every engine event', () => {
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    frames = [];
    localStorage.clear();
    // A stand one serve short of a level-up, with coins and stock for every purchase.
    localStorage.setItem(STORAGE_KEYS.playerProfile, JSON.stringify({ name: 'Test', businessLevel: 5, reputation: 49, unlockedFlavors: ['pink'] }));
    localStorage.setItem(
      STORAGE_KEYS.gameState,
      JSON.stringify({
        coins: 500,
        score: 0,
        ingredients: { sugar: 200, syrup: 200, cones: 200 },
        upgrades: { motorSpeed: 0, extraCounter: 0, rainbowFlavor: 0 },
      }),
    );
    localStorage.setItem(STORAGE_KEYS.enhancedGamePlayed, 'true');
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('delivers each event of every step through the render queue, whatever the frame rate', async () => {
    const runtime = new GameRuntime();
    runtime.setMemberMode(false);
    // The game runs in a verified session, as on the page; the server records each page view.
    runtime.beginVerifiedSession({ seed: 3, snapshot: snapshotOf(runtime.state), verifiedCoins: 0 }, async (path) => `view-of-${path}`);
    runtime.expand();
    const drained: GameEvent[] = [];
    // The canvas's part: on every frame of the one clock, take what the engine emitted.
    const stop = runtime.onFrame(() => drained.push(...runtime.renderEvents.drain()));
    let time = 1000;
    const runFrame = (ms: number) => {
      time += ms;
      const due = frames;
      frames = [];
      for (const callback of due) callback(time);
    };
    runFrame(0);
    // The player's own commands, then a minute with nobody serving (customers give up), then autoplay.
    for (const command of [
      { type: 'togglePause' },
      { type: 'togglePause' },
      { type: 'toggleMute' },
      { type: 'toggleMute' },
      { type: 'buyRefill' },
      { type: 'buyUpgrade', upgrade: 'motorSpeed' },
      { type: 'unlockFlavor', flavor: 'rainbow' },
      { type: 'selectFlavor', flavor: 'rainbow' },
      { type: 'addIngredient', ingredient: 'sugar' },
      { type: 'addCustomer' },
    ] as const) {
      runtime.dispatch(command);
      runFrame(25);
    }
    // The page the visit landed on pays nothing; a page opened from it does.
    vi.spyOn(performance, 'now').mockImplementation(() => time);
    window.dispatchEvent(new CustomEvent('drip-navigation', { detail: { page: 'Home', path: '/' } }));
    for (let t = 0; t < 3000; t += 16) runFrame(16);
    window.dispatchEvent(new CustomEvent('drip-navigation', { detail: { page: 'Shop', path: '/shop' } }));
    // The server's answer to the page view (the id the bonus names) arrives.
    await new Promise((resolve) => setImmediate(resolve));
    for (let t = 0; t < 60_000; t += 16) runFrame(16);
    runtime.dispatch({ type: 'moveLocation', location: 'beach' });
    // Uneven frames (a slow device): several steps in one frame must not lose their events.
    for (let t = 0; t < 6 * 60_000; t += 55) {
      for (const command of autoplayCommands(runtime.state)) runtime.dispatch(command);
      if (runtime.state.spinner.phase === 'spinning') runtime.dispatch({ type: 'spin' });
      runFrame(t % 550 === 0 ? 250 : 55);
    }
    stop();
    runtime.collapse();
    const types = new Set(drained.map((event) => event.type));
    expect([...GAME_EVENT_TYPES].filter((type) => !types.has(type))).toEqual([]);
    // Departures and the level-up banner, the moments the old per-frame list lost.
    expect(drained.filter((event) => event.type === 'customerServed').length).toBeGreaterThan(20);
    expect(drained.some((event) => event.type === 'customerLeft')).toBe(true);
    expect(drained.some((event) => event.type === 'levelUp')).toBe(true);
  });
});
