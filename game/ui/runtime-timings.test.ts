// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, startingSnapshot } from '../engine';

vi.mock('./toasts', () => ({ showToast: () => undefined }));
vi.mock('./sounds', () => ({
  SoundPlayer: class {
    preload() {}
    play() {}
  },
}));

const { GameRuntime } = await import('./runtime');

describe('screen timings', () => {
  let frames: FrameRequestCallback[] = [];
  let time = 0;
  const runFrames = (ms: number) => {
    for (let t = 0; t < ms; t += 25) {
      time += 25;
      vi.advanceTimersByTime(25);
      const due = frames;
      frames = [];
      for (const callback of due) callback(time);
    }
  };

  beforeEach(() => {
    frames = [];
    time = 0;
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.enhancedGamePlayed, 'true');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('signed in without a profile: the profile dialog at 100 ms, and one test customer 2 s after expanding', () => {
    const runtime = new GameRuntime();
    runtime.setMemberMode(true);
    runtime.expand();
    runtime.beginVerifiedSession({ seed: 5, snapshot: startingSnapshot(), verifiedCoins: 0 }, async () => null);
    runFrames(75);
    expect(runtime.panel.get().dialog).toBeNull();
    runFrames(50);
    expect(runtime.panel.get().dialog).toBe('profile');
    expect(runtime.state.queue).toHaveLength(0);
    runFrames(1800);
    expect(runtime.state.queue).toHaveLength(0);
    runFrames(200);
    expect(runtime.state.queue).toHaveLength(1);
    runtime.collapse();
  });

  it('a guest whose verified session begins after 100 ms gets the first customer when it begins, recorded', () => {
    const runtime = new GameRuntime();
    runtime.setMemberMode(false);
    runtime.expand();
    runFrames(300);
    expect(runtime.state.queue).toHaveLength(1);
    runtime.beginVerifiedSession({ seed: 9, snapshot: startingSnapshot(), verifiedCoins: 0 }, async () => null);
    runFrames(50);
    expect(runtime.state.queue).toHaveLength(1);
    expect(runtime.cutBatch().commands.map((c) => c.command.type)).toEqual(['addCustomer']);
    runtime.collapse();
  });

  it('a guest: a customer at 100 ms, the profile dialog at 2 s; none while paused', () => {
    const runtime = new GameRuntime();
    runtime.setMemberMode(false);
    runtime.beginVerifiedSession({ seed: 5, snapshot: startingSnapshot(), verifiedCoins: 0 }, async () => null);
    runtime.expand();
    runFrames(150);
    expect(runtime.state.queue).toHaveLength(1);
    expect(runtime.panel.get().dialog).toBeNull();
    runFrames(2000);
    expect(runtime.panel.get().dialog).toBe('profile');
    runtime.collapse();

    localStorage.setItem(STORAGE_KEYS.gameState, JSON.stringify({ coins: 10, score: 0, paused: true }));
    const paused = new GameRuntime();
    paused.setMemberMode(false);
    paused.expand();
    runFrames(5000);
    expect(paused.state.paused).toBe(true);
    expect(paused.state.queue).toHaveLength(0);
    paused.collapse();
  });

  describe('while a verified session is starting', () => {
    /** A member's open panel whose session is starting, with a spin pressed at once. */
    const spinWhileStarting = () => {
      localStorage.setItem(STORAGE_KEYS.playerProfile, JSON.stringify({ name: 'Sam', businessLevel: 1, reputation: 0, unlockedFlavors: ['pink'] }));
      const runtime = new GameRuntime();
      runtime.setMemberMode(true);
      runtime.expand();
      runtime.verifiedSessionStarting();
      runtime.dispatch({ type: 'spin' });
      return runtime;
    };

    it('a spin pressed before the server answers is made on the server’s stand once the session begins, and recorded', () => {
      const runtime = spinWhileStarting();
      runFrames(500);
      expect(runtime.state.spinner.phase).toBe('idle');
      runtime.beginVerifiedSession({ seed: 5, snapshot: startingSnapshot(), verifiedCoins: 0 }, async () => null);
      runtime.verifiedSessionStartSettled();
      runFrames(50);
      // Before, the spin was made on the stand the panel opened with, and the server's stand replaced it.
      expect(runtime.state.spinner.phase).toBe('spinning');
      expect(runtime.cutBatch().commands.map((c) => c.command.type)).toContain('spin');
      runtime.collapse();
    });

    it('a start that fails, or takes longer than 5 s, leaves the held spin to the stand the player has', () => {
      const failed = spinWhileStarting();
      runFrames(100);
      expect(failed.state.spinner.phase).toBe('idle');
      failed.verifiedSessionStartSettled();
      runFrames(50);
      expect(failed.state.spinner.phase).toBe('spinning');
      failed.collapse();

      const slow = spinWhileStarting();
      runFrames(4900);
      expect(slow.state.spinner.phase).toBe('idle');
      runFrames(200);
      expect(slow.state.spinner.phase).toBe('spinning');
      slow.collapse();
    });
  });
});
