/** Reputation, business level, stages, locations and queue capacity. */
import { LOCATIONS, REPUTATION_PER_LEVEL_FACTOR, STAGES, type LocationId, type StageDefinition } from './constants';
import type { StepContext } from './context';
import type { GameState, PlayerProfile } from './state';

/** The level rises when reputation reaches level x 10. */
export function reputationToNextLevel(level: number): number {
  return level * REPUTATION_PER_LEVEL_FACTOR;
}

/** Adds reputation; on reaching the threshold the level rises by one and reputation starts again at 0. */
export function addReputation(profile: PlayerProfile, amount: number): { profile: PlayerProfile; leveledUp: boolean } {
  const reputation = profile.reputation + amount;
  if (reputation >= reputationToNextLevel(profile.businessLevel)) {
    return { profile: { ...profile, businessLevel: profile.businessLevel + 1, reputation: 0 }, leveledUp: true };
  }
  return { profile: { ...profile, reputation }, leveledUp: false };
}

/** Takes reputation away (customers who walked out), never below 0 and never a level. */
export function loseReputation(profile: PlayerProfile, amount: number): PlayerProfile {
  if (amount <= 0 || profile.reputation === 0) return profile;
  return { ...profile, reputation: Math.max(0, profile.reputation - amount) };
}

/** The highest stage whose unlock level the business has reached. */
export function stageForLevel(level: number): StageDefinition {
  let current = STAGES[0];
  for (const stage of STAGES) {
    if (level >= stage.unlockLevel) current = stage;
  }
  if (current === undefined) throw new Error('STAGES is empty');
  return current;
}

/** The next stage to reach, or null at the top. */
export function nextStage(level: number): StageDefinition | null {
  return STAGES.find((stage) => stage.unlockLevel > level) ?? null;
}

/** A customer arrives only when the queue is below stage capacity + location foot traffic. */
export function customerCapacity(state: GameState): number {
  return stageForLevel(state.profile.businessLevel).bonuses.customerCapacity + LOCATIONS[state.location].footTraffic;
}

/** A move is allowed only if business level >= the location's unlock level. choice: the rent must be paid. */
export function canMoveTo(state: GameState, id: LocationId): boolean {
  const location = LOCATIONS[id];
  return id !== state.location && state.profile.businessLevel >= location.unlockLevel && state.coins >= location.rentCost;
}

export function moveLocation(state: GameState, id: LocationId, ctx: StepContext): GameState {
  if (id === state.location) {
    ctx.events.reject('moveLocation', 'already-there');
    return state;
  }
  const location = LOCATIONS[id];
  if (state.profile.businessLevel < location.unlockLevel) {
    ctx.events.reject('moveLocation', 'locked');
    return state;
  }
  if (state.coins < location.rentCost) {
    ctx.events.reject('moveLocation', 'coins');
    return state;
  }
  ctx.events.emit({ type: 'moved', location: id });
  return { ...state, location: id, coins: state.coins - location.rentCost };
}
