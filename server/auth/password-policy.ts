import { newPasswordSchema } from '@shared/schemas/account';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/**
 * The one rule for a password being set, wherever that happens: sign-up, reset, the back office's Add User, the
 * create-admin command and the bootstrap admin. The length rules of newPasswordSchema (also checked in the browser)
 * and the common-password list, which stays on the server because it is large. Case and surrounding spaces do not
 * get a listed password through.
 */
export const chosenPasswordSchema = newPasswordSchema.refine((password) => !isCommonPassword(password.trim()), COMMON_PASSWORD_MESSAGE);

/** The first reason `password` may not be set, or null when it may (for code outside a zod input). */
export function passwordProblem(password: string): string | null {
  const result = chosenPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This password cannot be used.');
}

/** Thrown where a password is set outside a form (the create-admin command, the bootstrap admin). */
export class WeakPasswordError extends Error {}

export function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
}
