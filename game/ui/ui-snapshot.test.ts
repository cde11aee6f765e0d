import { describe, expect, it } from 'vitest';
import { applyCommand, createInitialState } from '../engine';
import { snapshotKey, toUiSnapshot } from './ui-snapshot';

describe('UI snapshot', () => {
  it('summarises what the panel shows', () => {
    const snapshot = toUiSnapshot(createInitialState({ seed: 1 }));
    expect(snapshot).toMatchObject({ coins: 10, score: 0, phase: 'idle', canSpin: true, canServe: false, capacity: 11, level: 1, stage: 'vendor' });
    expect(snapshot.metrics.dailyRevenue).toBe(1);
  });

  it('changes its key only when something shown changes', () => {
    const state = createInitialState({ seed: 1 });
    const later = { ...state, step: state.step + 5, rng: state.rng + 1 };
    expect(snapshotKey(toUiSnapshot(later))).toBe(snapshotKey(toUiSnapshot(state)));
    const spun = applyCommand(state, { type: 'spin' }).state;
    expect(snapshotKey(toUiSnapshot(spun))).not.toBe(snapshotKey(toUiSnapshot(state)));
  });
});
