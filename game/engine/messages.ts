/**
 * The toast catalogue. Titles and the original descriptions are kept letter for letter; descriptions the original
 * texts left out are marked "choice". A game toast shows for 1.5 to 3 s; the exact durations are a choice, and a
 * few messages stay longer (tutorial 8 s, signed-in welcome 10 s, achievement 5 s, saved and sync error 3 s).
 */
import { EXPLORATION_BONUS_COINS, type Ingredient } from './constants';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  /** Stable id, so the UI can replace a toast of the same kind instead of stacking copies. */
  id: string;
  title: string;
  description?: string;
  durationMs: number;
  tone: ToastTone;
}

/** choice: errors stay 2.5 s so there is time to read why, quick confirmations 1.5 s, rewards 2 to 3 s. */
const ERROR_MS = 2500;
const QUICK_MS = 1500;
const REWARD_MS = 2000;
const BIG_REWARD_MS = 3000;

/** How the player plays: tapping a touch screen, or with a keyboard (and mouse). */
export type InputStyle = 'touch' | 'keys';

export const TUTORIAL_STEPS =
  "1. Read the first customer's ticket: flavor, size and topping. 2. For a Big one, load sugar, syrup and cones; pick the flavor and press Spin. " +
  '3. Add the topping, then serve: the grade (A to D) and the tip follow how right and how quick it was. ' +
  'Refill and upgrade in the Fluff Store. Keys: 1 2 3 ingredients, S spin, 4 5 6 toppings, D serve, P pause, M mute.';

/** Short, because on a phone the toast must fit the sky above the stand (three lines). */
export const TUTORIAL_TAPS = 'Read the ticket. Big? Tap sugar, syrup and cones first. Spin, add the topping, then tap the candy to serve.';

export const messages = {
  cantSpin: (): ToastMessage => ({
    id: 'cant-spin',
    title: "Can't Spin!",
    description: 'You need sugar, syrup, and cones to make cotton candy!',
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  spinning: (): ToastMessage => ({
    id: 'spinning',
    title: 'Spinning!',
    description: 'Creating delicious cotton candy...',
    durationMs: QUICK_MS,
    tone: 'info',
  }),
  noCustomers: (): ToastMessage => ({
    id: 'no-customers',
    title: 'No Customers!',
    description: 'Wait for customers to arrive!',
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  noCottonCandy: (): ToastMessage => ({
    id: 'no-cotton-candy',
    title: 'No Cotton Candy!',
    description: 'You need to make cotton candy first!',
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  customerServed: (points: number): ToastMessage => ({
    id: 'customer-served',
    title: 'Customer Served!',
    description: `You earned coins and ${points} points!`,
    durationMs: REWARD_MS,
    tone: 'success',
  }),
  ingredientAdded: (ingredient: Ingredient): ToastMessage => ({
    id: 'ingredient-added',
    title: 'Ingredient Added!',
    description: `Added ${ingredient} to the spinner`,
    durationMs: QUICK_MS,
    tone: 'info',
  }),
  cantUse: (ingredient: Ingredient): ToastMessage => ({
    id: 'cant-use',
    title: "Can't Use!",
    description: `You're out of ${ingredient}!`,
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  alreadyUnlocked: (flavorName: string): ToastMessage => ({
    id: 'already-unlocked',
    title: 'Already Unlocked',
    // Description written for this toast; no earlier text existed.
    description: `${flavorName} is already in your collection.`,
    durationMs: REWARD_MS,
    tone: 'info',
  }),
  notEnoughCoins: (cost: number): ToastMessage => ({
    id: 'not-enough-coins',
    title: 'Not Enough Coins',
    description: `You need ${cost} coins to unlock this flavor!`,
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  flavorUnlocked: (flavorName: string): ToastMessage => ({
    id: 'flavor-unlocked',
    title: 'Flavor Unlocked!',
    description: `You now have access to ${flavorName} cotton candy!`,
    durationMs: BIG_REWARD_MS,
    tone: 'success',
  }),
  flavorSelected: (flavorName: string): ToastMessage => ({
    id: 'flavor-selected',
    title: 'Flavor Selected',
    // Description written for this toast; no earlier text existed.
    description: `Now spinning ${flavorName}.`,
    durationMs: QUICK_MS,
    tone: 'info',
  }),
  explorationBonus: (): ToastMessage => ({
    id: 'exploration-bonus',
    title: 'Exploration Bonus!',
    description: `You earned ${EXPLORATION_BONUS_COINS} coins for exploring the site!`,
    durationMs: BIG_REWARD_MS,
    tone: 'success',
  }),
  soundOn: (): ToastMessage => ({ id: 'sound-on', title: 'Sound On!', durationMs: QUICK_MS, tone: 'info' }),
  soundOff: (): ToastMessage => ({ id: 'sound-off', title: 'Sound Off', durationMs: QUICK_MS, tone: 'info' }),
  /** choice: spinning or serving asked for while the stand is closed. */
  standClosed: (): ToastMessage => ({
    id: 'stand-closed',
    title: 'Stand Closed',
    description: 'Resume the business to spin and serve.',
    durationMs: ERROR_MS,
    tone: 'error',
  }),
  businessResumed: (): ToastMessage => ({
    id: 'business-resumed',
    title: 'Business Resumed!',
    // Description written for this toast; no earlier text existed.
    description: 'Customers are lining up again.',
    durationMs: REWARD_MS,
    tone: 'info',
  }),
  businessPaused: (): ToastMessage => ({
    id: 'business-paused',
    title: 'Business Paused',
    // Description written for this toast; no earlier text existed.
    description: 'The stand is closed: nothing spins, nobody new arrives, and the line waits until you resume.',
    durationMs: REWARD_MS,
    tone: 'info',
  }),
  /** Taps on a touch screen, keys where there is a keyboard. */
  tutorial: (input: InputStyle = 'keys'): ToastMessage => ({
    id: 'tutorial',
    title: 'How to Play Cotton-Candy Hustle',
    description: input === 'touch' ? TUTORIAL_TAPS : TUTORIAL_STEPS,
    durationMs: 8000,
    tone: 'info',
  }),
  welcome: (): ToastMessage => ({
    id: 'welcome',
    title: 'Welcome to Cotton-Candy Empire!',
    // Description written for this toast; no earlier text existed.
    description: 'Grow your stand from a street cart into a cotton-candy empire.',
    durationMs: BIG_REWARD_MS,
    tone: 'success',
  }),
  /** Signed-in game view (members feature): shown 1 s after load unless the tutorial-seen flag is set. */
  signedInWelcome: (): ToastMessage => ({
    id: 'signed-in-welcome',
    title:
      'Welcome to Cotton-Candy Hustle! Click START to play. Tap ingredients to add them to the spinner, spin the cotton candy, and tap it to serve customers and earn coins!',
    durationMs: 10_000,
    tone: 'info',
  }),
  achievementUnlocked: (): ToastMessage => ({
    id: 'achievement',
    title: 'New Achievement Unlocked!',
    description: 'Check your dashboard to see your latest entrepreneurship milestone!',
    durationMs: 5000,
    tone: 'success',
  }),
  progressSaved: (coins: number, points: number, customers: number): ToastMessage => ({
    id: 'progress-saved',
    title: 'Game Progress Saved!',
    description: `Earned ${coins} coins, ${points} points, and served ${customers} customers.`,
    durationMs: 3000,
    tone: 'success',
  }),
  syncError: (): ToastMessage => ({
    id: 'sync-error',
    title: 'Sync Error',
    description: 'Failed to save your game progress. Please try again.',
    durationMs: 3000,
    tone: 'error',
  }),
} as const;

/** The High Scores tab's text when nothing is stored. */
export const EMPTY_HIGH_SCORES_TEXT = 'No high scores recorded yet! Be the first to make cotton candy history!';
/** The Expansion tab's only text. */
export const EXPANSION_TAB_TEXT = 'Coming soon in the next update...';
/** The profile dialog's title. */
export const PROFILE_DIALOG_TITLE = 'Welcome to Cotton Candy Business!';
