/** What a step tells the outside world: toasts to show, sounds to play and moments for the renderer to animate. */
import type { FinishTopping, FlavorId, Grade, Ingredient, LocationId, Season, UpgradeId } from './constants';
import type { ToastMessage } from './messages';
import type { ShiftSummary } from './shift';

export type SoundId = 'spin' | 'drop' | 'serve' | 'coin';
export const SOUND_IDS: readonly SoundId[] = ['spin', 'drop', 'serve', 'coin'];

export type GameEvent =
  | { type: 'toast'; toast: ToastMessage }
  | { type: 'sound'; sound: SoundId }
  | { type: 'ingredientAdded'; ingredient: Ingredient }
  | { type: 'spinStarted'; flavor: FlavorId }
  | { type: 'candyReady' }
  | { type: 'serveStarted'; customerId: number }
  | { type: 'candyFinished'; topping: FinishTopping }
  | {
      type: 'customerServed';
      customerId: number;
      coins: number;
      points: number;
      satisfaction: number;
      tip: number;
      /** The flavor was the one on the ticket. */
      wished: boolean;
      grade: Grade;
      gradeScore: number;
    }
  | { type: 'dayGoalReached'; day: number; coins: number }
  | { type: 'shiftEnded'; summary: ShiftSummary }
  | { type: 'dayStarted'; day: number }
  | { type: 'customerArrived'; customerId: number }
  | { type: 'customerLeft'; customerId: number }
  | { type: 'levelUp'; level: number }
  | { type: 'marketChanged' }
  | { type: 'seasonChanged'; season: Season }
  | { type: 'refillBought'; free: boolean }
  | { type: 'upgradeBought'; upgrade: UpgradeId; level: number }
  | { type: 'flavorUnlocked'; flavor: FlavorId }
  | { type: 'flavorSelected'; flavor: FlavorId }
  | { type: 'moved'; location: LocationId }
  | { type: 'pauseChanged'; paused: boolean }
  | { type: 'muteChanged'; muted: boolean }
  | { type: 'explorationBonus'; page: string; coins: number }
  | { type: 'rejected'; command: string; reason: string };

/** Collects the events of one step. Sounds are dropped while muted, so the UI can play whatever it receives. */
export class EventSink {
  readonly events: GameEvent[] = [];
  constructor(private readonly muted: () => boolean) {}

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  toast(toast: ToastMessage): void {
    this.events.push({ type: 'toast', toast });
  }

  sound(sound: SoundId): void {
    if (!this.muted()) this.events.push({ type: 'sound', sound });
  }

  reject(command: string, reason: string): void {
    this.events.push({ type: 'rejected', command, reason });
  }
}

/** Every event type, once; the Record makes the compiler insist that a new event type is listed here too. */
const EVENT_TYPES: Record<GameEvent['type'], true> = {
  toast: true,
  sound: true,
  ingredientAdded: true,
  spinStarted: true,
  candyReady: true,
  candyFinished: true,
  serveStarted: true,
  customerServed: true,
  dayGoalReached: true,
  shiftEnded: true,
  dayStarted: true,
  customerArrived: true,
  customerLeft: true,
  levelUp: true,
  marketChanged: true,
  seasonChanged: true,
  refillBought: true,
  upgradeBought: true,
  flavorUnlocked: true,
  flavorSelected: true,
  moved: true,
  pauseChanged: true,
  muteChanged: true,
  explorationBonus: true,
  rejected: true,
};

export const GAME_EVENT_TYPES = Object.keys(EVENT_TYPES) as GameEvent['type'][];
