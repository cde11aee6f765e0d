import { z } from 'zod';
import { tooLong } from './text';

// Length limits shared by every form, chosen to fit real input with room to spare while refusing abuse.
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  shortText: 200,
  longText: 5000,
  idempotencyKey: 100,
} as const;

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.email, tooLong('Email is too long'))
  .pipe(z.email('Please enter a valid email address'))
  // Stored lowercased because people type addresses in any case.
  .transform((email) => email.toLowerCase());

/** A client-made id for one submission attempt: a double click or a retry sends the same key and stores one row. */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'Invalid request key')
  .max(LIMITS.idempotencyKey, tooLong('Invalid request key'))
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid request key');
