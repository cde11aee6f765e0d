/**
 * Player actions. A command is plain data; applyCommand turns (state, command) into the next state plus events.
 * The loop applies queued commands at the start of the next step, so a replay of the same commands at the same
 * steps gives the same game.
 */
import { EXPLORATION_BONUS_COINS, type FinishTopping, type FlavorId, type Ingredient, type LocationId, type UpgradeId } from './constants';
import type { StepContext } from './context';
import { callCustomer, shiftDeadlines } from './customers';
import { EventSink, type GameEvent } from './events';
import { selectFlavor, unlockFlavor } from './flavors';
import { messages } from './messages';
import { moveLocation } from './progression';
import { RandomCursor } from './rng';
import { startDay } from './shift';
import { addIngredient, finishCandy, startServe, startSpin } from './spinner';
import type { GameState } from './state';
import { buyRefill, buyUpgrade } from './store';

export type Command =
  | { type: 'addIngredient'; ingredient: Ingredient }
  | { type: 'spin' }
  | { type: 'serve' }
  /** The finish step: a topping on the ready candy. */
  | { type: 'finish'; topping: FinishTopping }
  | { type: 'buyRefill' }
  | { type: 'buyUpgrade'; upgrade: UpgradeId }
  | { type: 'unlockFlavor'; flavor: FlavorId }
  | { type: 'selectFlavor'; flavor: FlavorId }
  | { type: 'moveLocation'; location: LocationId }
  | { type: 'togglePause' }
  | { type: 'toggleMute' }
  /** `page`: a member's server-recorded page view id, or the page's name in a guest's game. */
  | { type: 'explorationBonus'; page: string }
  /**
   * The panel's screen timings add a customer when it opens with an empty line: the next one due, brought forward
   * (see callCustomer), so a script cannot call customers in faster than they come.
   */
  | { type: 'addCustomer' }
  /** The day's summary: open the stand for the next day. */
  | { type: 'startDay' }
  /** Profile dialog: save a name (trimmed, must be non-empty). */
  | { type: 'setProfileName'; name: string };

/**
 * Closing the stand stops the business: no spinning, serving or arrivals, and the line's patience stands still (they
 * wait for the stand to reopen). On resume every timer moves on by the time spent closed, so the stand carries on
 * exactly where it stopped.
 */
function togglePause(state: GameState, ctx: StepContext): GameState {
  if (state.paused) {
    const pausedFor = state.step - (state.pausedAtStep ?? state.step);
    ctx.events.toast(messages.businessResumed());
    ctx.events.emit({ type: 'pauseChanged', paused: false });
    const spinner = state.spinner;
    const moving = spinner.phase === 'spinning' || spinner.phase === 'serving';
    return {
      ...state,
      paused: false,
      pausedAtStep: null,
      queue: shiftDeadlines(state.queue, pausedFor),
      nextArrivalStep: state.nextArrivalStep + pausedFor,
      spinner: moving ? { ...spinner, phaseStartStep: spinner.phaseStartStep + pausedFor } : spinner,
    };
  }
  ctx.events.toast(messages.businessPaused());
  ctx.events.emit({ type: 'pauseChanged', paused: true });
  return { ...state, paused: true, pausedAtStep: state.step };
}

function toggleMute(state: GameState, ctx: StepContext): GameState {
  const muted = !state.muted;
  ctx.events.toast(muted ? messages.soundOff() : messages.soundOn());
  ctx.events.emit({ type: 'muteChanged', muted });
  return { ...state, muted };
}

/**
 * 2 coins for a page of the site opened, also while the game clock stands still (panel collapsed). Which openings
 * pay is decided outside the engine: a member's `page` is the id of a page view the server recorded, and the server
 * refuses a batch whose bonus names no unpaid view of that member; a guest's game pays each page once a visit.
 */
function explorationBonus(state: GameState, page: string, ctx: StepContext): GameState {
  ctx.events.toast(messages.explorationBonus());
  ctx.events.sound('coin');
  ctx.events.emit({ type: 'explorationBonus', page, coins: EXPLORATION_BONUS_COINS });
  return {
    ...state,
    coins: state.coins + EXPLORATION_BONUS_COINS,
    lastExplorationStep: state.step,
    session: { ...state.session, coins: state.session.coins + EXPLORATION_BONUS_COINS },
  };
}

function setProfileName(state: GameState, name: string, ctx: StepContext): GameState {
  const trimmed = name.trim();
  if (trimmed === '') {
    ctx.events.reject('setProfileName', 'empty');
    return state;
  }
  return { ...state, profile: { ...state.profile, name: trimmed } };
}

export function applyCommandWith(state: GameState, command: Command, ctx: StepContext): GameState {
  switch (command.type) {
    case 'addIngredient':
      return addIngredient(state, command.ingredient, ctx);
    case 'spin':
      return startSpin(state, ctx);
    case 'serve':
      return startServe(state, ctx);
    case 'finish':
      return finishCandy(state, command.topping, ctx);
    case 'buyRefill':
      return buyRefill(state, ctx);
    case 'buyUpgrade':
      return buyUpgrade(state, command.upgrade, ctx);
    case 'unlockFlavor':
      return unlockFlavor(state, command.flavor, ctx);
    case 'selectFlavor':
      return selectFlavor(state, command.flavor, ctx);
    case 'moveLocation':
      return moveLocation(state, command.location, ctx);
    case 'togglePause':
      return togglePause(state, ctx);
    case 'toggleMute':
      return toggleMute(state, ctx);
    case 'explorationBonus':
      return explorationBonus(state, command.page, ctx);
    case 'addCustomer':
      // A paused business takes no new customers, the screen timings' ones included.
      if (state.paused) {
        ctx.events.reject('addCustomer', 'paused');
        return state;
      }
      return callCustomer(state, ctx);
    case 'setProfileName':
      return setProfileName(state, command.name, ctx);
    case 'startDay':
      return startDay(state, ctx);
  }
}

export interface CommandResult {
  state: GameState;
  events: GameEvent[];
}

/**
 * Applies commands without advancing time: used when the panel is collapsed (the game clock is stopped) and a
 * command still has to land, such as an exploration bonus from a page change.
 */
export function applyCommands(state: GameState, commands: readonly Command[]): CommandResult {
  let next = state;
  const rng = new RandomCursor(state.rng);
  const events = new EventSink(() => next.muted);
  for (const command of commands) next = applyCommandWith(next, command, { rng, events });
  if (rng.state !== next.rng) next = { ...next, rng: rng.state };
  return { state: next, events: events.events };
}

export function applyCommand(state: GameState, command: Command): CommandResult {
  return applyCommands(state, [command]);
}
