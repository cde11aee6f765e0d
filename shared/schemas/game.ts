import { z } from 'zod';
import { FINISH_TOPPINGS, FLAVOR_IDS, INGREDIENTS, LOCATION_IDS, UPGRADES } from '../../game/engine/constants';

/**
 * A batch of a signed-in member's play: the commands the player applied, each stamped with the engine step it was
 * applied at, up to the step the game had reached. The server replays them (server/services/progress-sync.ts); these
 * limits only keep a request's size sane, the rules themselves are the engine's.
 */
export const BATCH_COMMANDS_MAX = 5_000;
/** A batch covers at most an hour of play (144,000 steps of 25 ms); the game sends one every 30 s. */
export const BATCH_STEPS_MAX = 144_000;
/** An exploration bonus names the server's page view it is paid against (a uuid). */
const PAGE_VIEW_ID_MAX = 40;
const PLAYER_NAME_MAX = 50;

const command = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('addIngredient'), ingredient: z.enum(INGREDIENTS) }),
    z.object({ type: z.literal('spin') }),
    z.object({ type: z.literal('serve') }),
    z.object({ type: z.literal('finish'), topping: z.enum(FINISH_TOPPINGS) }),
    z.object({ type: z.literal('buyRefill') }),
    z.object({ type: z.literal('buyUpgrade'), upgrade: z.enum(UPGRADES) }),
    z.object({ type: z.literal('unlockFlavor'), flavor: z.enum(FLAVOR_IDS) }),
    z.object({ type: z.literal('selectFlavor'), flavor: z.enum(FLAVOR_IDS) }),
    z.object({ type: z.literal('moveLocation'), location: z.enum(LOCATION_IDS) }),
    z.object({ type: z.literal('togglePause') }),
    z.object({ type: z.literal('toggleMute') }),
    z.object({ type: z.literal('explorationBonus'), page: z.string().max(PAGE_VIEW_ID_MAX) }),
    z.object({ type: z.literal('addCustomer') }),
    z.object({ type: z.literal('setProfileName'), name: z.string().max(PLAYER_NAME_MAX) }),
    z.object({ type: z.literal('startDay') }),
  ],
  { error: 'Unknown game action' },
);

const stepNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

export const submitBatchSchema = z.object({
  sessionId: z.uuid({ error: 'Unknown play session' }),
  /** 1 for the session's first batch, then one more each time; a retry repeats its number. */
  batch: z
    .number({ error: 'Batch number must be a number' })
    .int('Batch number must be a whole number')
    .min(1, 'Batch numbers start at 1')
    .max(1_000_000, 'Batch number is too large'),
  /** The engine step the game had reached when the batch was cut. */
  toStep: stepNumber('Step'),
  commands: z
    .array(z.object({ step: stepNumber('Step'), command }), { error: 'Commands must be a list' })
    .max(BATCH_COMMANDS_MAX, 'Too many actions in one batch'),
  /** The browser's fingerprint of its own state at toStep; the replay must reach the same. */
  fingerprint: z.string({ error: 'Missing game fingerprint' }).max(2000, 'Game fingerprint is too long'),
});
export type SubmitBatchInput = z.infer<typeof submitBatchSchema>;

/** A page the member opened by navigating inside the site (its path); the exploration bonus is paid against it. */
export const pageViewSchema = z.object({
  path: z.string({ error: 'Missing page path' }).min(1, 'Missing page path').max(200, 'Page path is too long'),
});
