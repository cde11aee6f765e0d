import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { eventBookings, kidNominations, partyPackages } from '../db/schema';
import { PAST_DATE_MESSAGE, type NominationInput, type bookingSchema } from '@shared/schemas/forms';
import { DomainError } from './domain-error';

// What visitors submit from the public site. Every table has a unique idempotency key: the first request with a key
// stores the row, a retry or a double click with the same key stores nothing and gets the same row back.

/** The stored row; `created` is false when the key was seen before and nothing new was stored. */
export type Submission = { id: string; createdAt: Date; created: boolean };

/** A refusal about one field, shown beside it in the form exactly as a schema's own message. */
export function fieldError(field: string, message: string): DomainError {
  return new DomainError('invalid', message, field);
}

function firstOrFail(rows: { id: string; createdAt: Date }[]): Submission {
  const [row] = rows;
  // Unreachable: the key was either inserted just now or conflicted with a row that exists.
  if (!row) throw new DomainError('internal', 'Submission not stored');
  return { ...row, created: false };
}

export async function submitBooking(db: Executor, input: z.output<typeof bookingSchema>, today: string): Promise<Submission> {
  if (input.eventDate < today) throw fieldError('eventDate', PAST_DATE_MESSAGE);
  if (input.packageId) {
    const [pkg] = await db
      .select({ id: partyPackages.id })
      .from(partyPackages)
      .where(and(eq(partyPackages.id, input.packageId), eq(partyPackages.isActive, true)));
    if (!pkg) throw fieldError('packageId', 'Please choose a package from the list');
  }
  const columns = { id: eventBookings.id, createdAt: eventBookings.createdAt };
  const [inserted] = await db
    .insert(eventBookings)
    .values({ ...input, packageId: input.packageId ?? null })
    .onConflictDoNothing({ target: eventBookings.idempotencyKey })
    .returning(columns);
  if (inserted) return { ...inserted, created: true };
  return firstOrFail(await db.select(columns).from(eventBookings).where(eq(eventBookings.idempotencyKey, input.idempotencyKey)));
}

export async function submitNomination(db: Executor, input: NominationInput): Promise<Submission> {
  const columns = { id: kidNominations.id, createdAt: kidNominations.createdAt };
  const [inserted] = await db.insert(kidNominations).values(input).onConflictDoNothing({ target: kidNominations.idempotencyKey }).returning(columns);
  if (inserted) return { ...inserted, created: true };
  return firstOrFail(await db.select(columns).from(kidNominations).where(eq(kidNominations.idempotencyKey, input.idempotencyKey)));
}
