import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';

/**
 * A form's field messages from the shared zod schema, keyed by the field's full path ('title', 'contact.phone'),
 * the first message per field; the same text the server would answer with.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** True when the server refused for lack of rights (a stale admin tab after the role was taken away). */
export function isForbidden(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'FORBIDDEN';
}
