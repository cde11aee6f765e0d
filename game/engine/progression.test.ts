import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands';
import { addReputation, canMoveTo, nextStage, reputationToNextLevel, stageForLevel } from './progression';
import { makeState } from './test-helpers';

describe('reputation and level', () => {
  it('needs level x 10 reputation to level up, then starts again at 0', () => {
    expect(reputationToNextLevel(1)).toBe(10);
    expect(reputationToNextLevel(7)).toBe(70);
    let profile = makeState().profile;
    for (let i = 0; i < 9; i += 1) profile = addReputation(profile, 1).profile;
    expect(profile).toMatchObject({ businessLevel: 1, reputation: 9 });
    const up = addReputation(profile, 1);
    expect(up.leveledUp).toBe(true);
    expect(up.profile).toMatchObject({ businessLevel: 2, reputation: 0 });
  });

  it('takes 10 + 20 + 30 + 40 serves to reach level 5', () => {
    let profile = makeState().profile;
    let serves = 0;
    while (profile.businessLevel < 5) {
      profile = addReputation(profile, 1).profile;
      serves += 1;
    }
    expect(serves).toBe(100);
  });
});

describe('stages', () => {
  it('follow the business level', () => {
    expect([1, 4, 5, 9, 10, 15, 19, 20, 25, 40].map((level) => stageForLevel(level).id)).toEqual([
      'vendor',
      'vendor',
      'truck',
      'truck',
      'popup',
      'store',
      'store',
      'franchise',
      'empire',
      'empire',
    ]);
    expect(nextStage(1)?.id).toBe('truck');
    expect(nextStage(25)).toBeNull();
  });
});

describe('moving location', () => {
  const at = (level: number, coins: number) => {
    const state = makeState({ coins });
    return { ...state, profile: { ...state.profile, businessLevel: level } };
  };

  it('is allowed only at or above the unlock level, and pays the rent', () => {
    expect(canMoveTo(at(2, 100), 'school')).toBe(false);
    expect(applyCommand(at(2, 100), { type: 'moveLocation', location: 'school' }).state.location).toBe('park');
    const moved = applyCommand(at(3, 100), { type: 'moveLocation', location: 'school' });
    expect(moved.state.location).toBe('school');
    expect(moved.state.coins).toBe(92);
    expect(moved.events).toContainEqual({ type: 'moved', location: 'school' });
  });

  it('needs the rent and refuses a move to where the stand already is', () => {
    expect(canMoveTo(at(5, 11), 'beach')).toBe(false);
    expect(applyCommand(at(5, 11), { type: 'moveLocation', location: 'beach' }).state.location).toBe('park');
    expect(canMoveTo(at(5, 100), 'park')).toBe(false);
    const back = applyCommand({ ...at(20, 100), location: 'downtown' }, { type: 'moveLocation', location: 'park' });
    expect(back.state).toMatchObject({ location: 'park', coins: 95 });
  });
});
