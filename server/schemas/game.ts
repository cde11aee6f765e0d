import { z } from 'zod';
import { SATISFACTION_RANGE } from '../../game/engine/constants';
import { tooLong } from './text';

/**
 * One progress delta of a signed-in player: what the game earned since the last accepted delta. The id makes a
 * retry harmless (the same id is applied once). A single delta never comes near this cap; the real limit is the
 * engine's plausibility bound for the time since the last save, checked in server/services/progress-sync.ts.
 */
export const SYNC_FIELD_MAX = 1_000_000;
/** A day; the client reports the play time the delta covers, the server never trusts more than the time that passed. */
export const SYNC_ELAPSED_MAX_MS = 24 * 60 * 60 * 1000;

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(SYNC_FIELD_MAX, tooLong(`${label} is too large`));

export const syncDeltaSchema = z
  .object({
    deltaId: z
      .string({ error: 'Each progress update needs an id' })
      .min(8, 'Each progress update needs an id of 8 to 100 letters, digits, - or _')
      .max(100, tooLong('Each progress update needs an id of 8 to 100 letters, digits, - or _'))
      .regex(/^[A-Za-z0-9_-]+$/, 'Each progress update needs an id of 8 to 100 letters, digits, - or _'),
    coins: amount('Coins'),
    score: amount('Score'),
    customersServed: amount('Customers served'),
    /** Sum of the served customers' satisfaction (0 to 10 each), for the Customer Love leaderboard. */
    satisfaction: amount('Satisfaction').optional(),
    /** Play time the delta covers, as the game measured it. */
    elapsedMs: z
      .number({ error: 'Elapsed time must be a number' })
      .int('Elapsed time must be a whole number of milliseconds')
      .min(0, 'Elapsed time cannot be negative')
      .max(SYNC_ELAPSED_MAX_MS, tooLong('Elapsed time is too large'))
      .optional(),
  })
  .refine((delta) => delta.coins + delta.score + delta.customersServed > 0, { message: 'There is no progress to save.' })
  .refine((delta) => delta.satisfaction === undefined || delta.satisfaction <= delta.customersServed * SATISFACTION_RANGE[1], {
    message: `Satisfaction cannot be more than ${SATISFACTION_RANGE[1]} per customer served`,
    path: ['satisfaction'],
  });
export type SyncDeltaInput = z.infer<typeof syncDeltaSchema>;
