import { describe, expect, it } from 'vitest';
import { autoplayCommands } from './autoplay';
import type { Command } from './commands';
import { GameLoop } from './loop';
import {
  CommandJournal,
  earnedBetween,
  normaliseSnapshot,
  replay,
  replayFrom,
  snapshotOf,
  startStateFromSnapshot,
  startingSnapshot,
  stateFingerprint,
  type StampedCommand,
} from './replay';
import { RandomCursor } from './rng';
import { step } from './step';

/** Plays `frames` frames of 16 ms in a loop recording into a journal, with the autoplayer's commands and a few collapses. */
function playRecorded(seed: number, frames: number) {
  let time = 0;
  const loop = new GameLoop({ clock: { now: () => time }, state: startStateFromSnapshot(startingSnapshot(), seed) });
  const journal = new CommandJournal();
  loop.recordInto(journal);
  loop.enqueue({ type: 'addCustomer' });
  loop.frame();
  for (let frame = 0; frame < frames; frame += 1) {
    time += 16;
    for (const command of autoplayCommands(loop.state)) loop.enqueue(command);
    if (frame % 500 === 250) {
      // The panel collapses: a command lands at once with the clock stopped, then the clock restarts.
      loop.applyNow([{ type: 'explorationBonus', page: 'Shop' }]);
      loop.resetClock();
      loop.frame();
    }
    loop.frame();
  }
  return { state: loop.state, commands: journal.take() };
}

describe('replay', () => {
  it('rebuilds exactly the state the browser reached from the snapshot, the seed and the stamped commands', () => {
    const { state, commands } = playRecorded(99, 4000);
    expect(state.stats.customersServed).toBeGreaterThan(5);
    const result = replay(startingSnapshot(), 99, commands, state.step);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(stateFingerprint(result.state)).toBe(stateFingerprint(state));
    expect(result.state).toEqual(state);
  });

  it('skips idle steps to exactly the state stepping one by one reaches: sparse play, pauses, walkouts, a long wait', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rng = new RandomCursor(seed);
      const kinds: Command[] = [
        { type: 'spin' },
        { type: 'serve' },
        { type: 'buyRefill' },
        { type: 'togglePause' },
        { type: 'addCustomer' },
        { type: 'explorationBonus', page: 'Shop' },
        { type: 'selectFlavor', flavor: 'pink' },
      ];
      const commands: StampedCommand[] = [];
      let at = 0;
      for (let i = 0; i < 120; i += 1) {
        at += rng.int(0, 400);
        commands.push({ step: at, command: kinds[rng.int(0, kinds.length - 1)]! });
      }
      const toStep = at + 20_000;
      let naive = startStateFromSnapshot(startingSnapshot(), seed);
      let index = 0;
      while (naive.step < toStep) {
        const due: Command[] = [];
        while (index < commands.length && commands[index]!.step === naive.step) due.push(commands[index++]!.command);
        naive = step(naive, due).state;
      }
      const replayed = replay(startingSnapshot(), seed, commands, toStep);
      if (!replayed.ok) throw new Error(replayed.reason);
      expect(replayed.state).toEqual(naive);
      expect(naive.stats.customersServed + naive.stats.customersLost).toBeGreaterThan(0);
    }
  });

  it('continues batch after batch from the replayed state', () => {
    const { state, commands } = playRecorded(5, 3000);
    const start = startStateFromSnapshot(startingSnapshot(), 5);
    const middle = Math.floor(state.step / 2);
    const first = replayFrom(
      start,
      commands.filter((c) => c.step < middle),
      middle,
    );
    if (!first.ok) throw new Error(first.reason);
    const second = replayFrom(
      first.state,
      commands.filter((c) => c.step >= middle),
      state.step,
    );
    if (!second.ok) throw new Error(second.reason);
    expect(second.state).toEqual(state);
    expect(earnedBetween(start, second.state).coins).toBe(state.session.coins);
  });

  it('credits nothing for commands the rules refuse: serving with no candy, buying with no coins', () => {
    const forged = Array.from({ length: 200 }, (_, i) => ({ step: i, command: { type: 'serve' as const } }));
    const result = replay(startingSnapshot(), 1, forged, 200);
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.session).toEqual({ coins: 0, score: 0, customersServed: 0 });
  });

  it('refuses stamps that go backwards, start before the state, or lie beyond the steps played', () => {
    const spin = { type: 'spin' as const };
    expect(
      replay(
        startingSnapshot(),
        1,
        [
          { step: 5, command: spin },
          { step: 4, command: spin },
        ],
        10,
      ),
    ).toEqual({ ok: false, reason: 'bad-stamp' });
    expect(replay(startingSnapshot(), 1, [{ step: 11, command: spin }], 10)).toEqual({ ok: false, reason: 'bad-stamp' });
    expect(replay(startingSnapshot(), 1, [{ step: 1.5, command: spin }], 10)).toEqual({ ok: false, reason: 'bad-stamp' });
    const later = startStateFromSnapshot(startingSnapshot(), 1);
    expect(replayFrom({ ...later, step: 20 }, [{ step: 19, command: spin }], 30)).toEqual({ ok: false, reason: 'bad-stamp' });
    expect(replayFrom({ ...later, step: 20 }, [], 19)).toEqual({ ok: false, reason: 'steps-go-back' });
  });

  it('keeps a snapshot through the state and back, and repairs a damaged one field by field', () => {
    const snapshot = { ...startingSnapshot(), coins: 77, unlockedFlavors: ['pink', 'rainbow'] as const, currentFlavor: 'rainbow' as const };
    const copy = { ...snapshot, unlockedFlavors: [...snapshot.unlockedFlavors] };
    expect(snapshotOf(startStateFromSnapshot(copy, 3))).toEqual(copy);
    expect(normaliseSnapshot(null)).toEqual(startingSnapshot());
    expect(normaliseSnapshot({ coins: -4, upgrades: { motorSpeed: 9 }, unlockedFlavors: ['nope', 'golden'], currentFlavor: 'mint' })).toMatchObject({
      coins: startingSnapshot().coins,
      upgrades: { motorSpeed: 3, extraCounter: 0, rainbowFlavor: 0 },
      unlockedFlavors: ['pink', 'golden'],
      currentFlavor: 'pink',
    });
  });
});
