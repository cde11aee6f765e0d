import { describe, expect, it } from 'vitest';
import { autoplayCommands, explorationAt } from './autoplay';
import type { Command } from './commands';
import { MAX_STEPS_PER_FRAME } from './constants';
import { GameLoop, type Clock } from './loop';
import { customerCapacity } from './progression';
import { createInitialState, type GameState } from './state';
import { step } from './step';

const HOUR_STEPS = (60 * 60 * 1000) / 25;

/** A scripted session: commands at fixed steps, as a player's inputs would land. */
const script: { at: number; command: Command }[] = [
  { at: 0, command: { type: 'addCustomer' } },
  { at: 2, command: { type: 'addIngredient', ingredient: 'sugar' } },
  { at: 3, command: { type: 'spin' } },
  { at: 130, command: { type: 'serve' } },
  { at: 200, command: { type: 'buyRefill' } },
  { at: 220, command: { type: 'spin' } },
  { at: 300, command: { type: 'togglePause' } },
  { at: 400, command: { type: 'togglePause' } },
  { at: 420, command: { type: 'serve' } },
  { at: 500, command: { type: 'explorationBonus', page: 'Shop' } },
  { at: 900, command: { type: 'buyUpgrade', upgrade: 'motorSpeed' } },
];

function runScript(seed: number, steps: number): GameState {
  let state = createInitialState({ seed });
  for (let i = 0; i < steps; i += 1) {
    const commands = script.filter((entry) => entry.at === i).map((entry) => entry.command);
    state = step(state, [...commands, ...(i > 1000 ? autoplayCommands(state) : [])]).state;
  }
  return state;
}

describe('determinism', () => {
  it('gives deep-equal states for two runs of the same seed and script', () => {
    const a = runScript(2024, 20_000);
    const b = runScript(2024, 20_000);
    expect(a).toEqual(b);
    expect(a.stats.customersServed).toBeGreaterThan(0);
  }, 30_000);

  it('gives a different game for another seed', () => {
    const outcome = (s: GameState) => [s.stats, s.score, s.nextCustomerId];
    expect(outcome(runScript(1, 20_000))).not.toEqual(outcome(runScript(2, 20_000)));
  }, 30_000);

  it('gives the same game whatever the frame rate, when commands land on the same steps', () => {
    const play = (frameMs: number): GameState => {
      const clock: Clock & { time: number } = { time: 0, now: () => clock.time };
      const loop = new GameLoop({ clock, state: createInitialState({ seed: 5 }), maxStepsPerFrame: MAX_STEPS_PER_FRAME });
      loop.frame();
      while (loop.state.step < 6000) {
        if (loop.pendingCommands.length === 0) for (const c of autoplayCommands(loop.state)) loop.enqueue(c);
        clock.time += frameMs;
        // Stop exactly at step 6000 whatever the frame length.
        if (loop.state.step + Math.floor(frameMs / 25) > 6000) break;
        loop.frame();
      }
      return loop.state;
    };
    // With 25 ms frames every step sees fresh autoplay input; 50 ms frames apply the same command at the next step.
    const a = play(25);
    const b = play(25);
    expect(a).toEqual(b);
  });
});

describe('an hour of play', () => {
  it('runs 144,000 steps with a sensible player and keeps every rule', () => {
    let state = createInitialState({ seed: 77, firstArrivalSteps: 4 });
    let maxQueueOverCapacity = 0;
    let lastScore = 0;
    let scoreWentDown = false;
    let levelUps = 0;
    for (let i = 0; i < HOUR_STEPS; i += 1) {
      // A visitor who opens another page of the site every 30 s.
      const result = step(state, [...explorationAt(i, 1200), ...autoplayCommands(state)]);
      state = result.state;
      for (const event of result.events) if (event.type === 'levelUp') levelUps += 1;
      if (state.coins < 0 || state.ingredients.sugar < 0 || state.ingredients.syrup < 0 || state.ingredients.cones < 0) {
        throw new Error(`negative stock at step ${state.step}`);
      }
      maxQueueOverCapacity = Math.max(maxQueueOverCapacity, state.queue.length - customerCapacity(state));
      if (state.score < lastScore) scoreWentDown = true;
      lastScore = state.score;
    }
    expect(state.step).toBe(HOUR_STEPS);
    expect(scoreWentDown).toBe(false);
    expect(maxQueueOverCapacity).toBeLessThanOrEqual(0);
    expect(state.stats.customersServed).toBeGreaterThan(500);
    expect(state.profile.businessLevel).toBeGreaterThan(5);
    expect(levelUps).toBe(state.profile.businessLevel - 1);
    expect(state.upgrades).toEqual({ motorSpeed: 3, extraCounter: 1, rainbowFlavor: 1 });
    expect(state.profile.unlockedFlavors.length).toBe(6);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    // An hour of play takes well under a second alone; the limit leaves room for a busy CI machine.
  }, 60_000);
});
