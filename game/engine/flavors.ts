/** Flavors: lookup, seasonal bonus, and the unlock and select rules. */
import { FLAVORS, FLAVOR_IDS, type FlavorId, type Season } from './constants';
import type { StepContext } from './context';
import { messages } from './messages';
import type { GameState, PlayerProfile } from './state';

export function isFlavorUnlocked(profile: PlayerProfile, id: FlavorId): boolean {
  return profile.unlockedFlavors.includes(id);
}

export function seasonalBonus(id: FlavorId, season: Season): number {
  return FLAVORS[id].seasonalBonus[season];
}

/** "Already Unlocked" if owned; "Not Enough Coins" if short; otherwise pay, add to the profile, toast. */
export function unlockFlavor(state: GameState, id: FlavorId, ctx: StepContext): GameState {
  const flavor = FLAVORS[id];
  if (isFlavorUnlocked(state.profile, id)) {
    ctx.events.toast(messages.alreadyUnlocked(flavor.name));
    return state;
  }
  if (state.coins < flavor.unlockCost) {
    ctx.events.toast(messages.notEnoughCoins(flavor.unlockCost));
    return state;
  }
  // Keep the catalogue order so the profile's list is stable whatever the unlock order.
  const unlocked = FLAVOR_IDS.filter((f) => f === id || state.profile.unlockedFlavors.includes(f));
  ctx.events.toast(messages.flavorUnlocked(flavor.name));
  ctx.events.sound('coin');
  ctx.events.emit({ type: 'flavorUnlocked', flavor: id });
  return { ...state, coins: state.coins - flavor.unlockCost, profile: { ...state.profile, unlockedFlavors: unlocked } };
}

/** A flavor can be selected only if unlocked. A locked one is refused without a toast (its button is off). */
export function selectFlavor(state: GameState, id: FlavorId, ctx: StepContext): GameState {
  if (!isFlavorUnlocked(state.profile, id)) {
    ctx.events.reject('selectFlavor', 'locked');
    return state;
  }
  ctx.events.toast(messages.flavorSelected(FLAVORS[id].name));
  ctx.events.emit({ type: 'flavorSelected', flavor: id });
  return { ...state, currentFlavor: id };
}
