import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from './api-types';
import { createTrpcReact } from './trpc-react';
import { ALL_HOOKS } from './trpc-react-hooks';

/**
 * Hooks for components: api.shop.products.useQuery(), api.forms.contact.useMutation(), ... The code every first page
 * loads reads with `readApi` (./trpc-client) instead, which carries no writing, paged or suspending hooks.
 */
export const api = createTrpcReact<AppRouter>(ALL_HOOKS);

/** The server's field messages for a form: { email: 'Please enter a valid email address' }. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = (error as TRPCClientError<AppRouter>).data;
  const fieldErrors = data?.zodError?.fieldErrors ?? {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (first) result[field] = first;
  }
  return result;
}

/** The tRPC error code of a failed call ('CONFLICT', 'TOO_MANY_REQUESTS', ...), or undefined for other failures. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.code : undefined;
}

export const NETWORK_FAILURE_MESSAGE = "We couldn't reach our server. Please check your connection and try again.";
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The sentence to show a person for a failed call. A refused input gives its field's own message ("This password is
 * too common…", without the "password:" the server puts before it for API callers); a request that never got an
 * answer (offline, server down, a proxy's HTML page) gives NETWORK_FAILURE_MESSAGE instead of the browser's "Failed
 * to fetch".
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data;
    if (!data) return NETWORK_FAILURE_MESSAGE;
    const zodError = data.zodError;
    const fieldMessages: unknown[] = zodError ? Object.values(zodError.fieldErrors).flatMap((messages) => (Array.isArray(messages) ? messages : [])) : [];
    const first = [...fieldMessages, ...(zodError?.formErrors ?? [])].find((message): message is string => typeof message === 'string');
    return first ?? (error.message || FALLBACK_MESSAGE);
  }
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
