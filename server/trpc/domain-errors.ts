import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { DomainError, type DomainErrorKind } from '../services/domain-error';

const CODE_OF: Record<DomainErrorKind, TRPCError['code']> = {
  invalid: 'BAD_REQUEST',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'FORBIDDEN',
  unauthenticated: 'UNAUTHORIZED',
  rate_limited: 'TOO_MANY_REQUESTS',
  // A service the site depends on (the card processor) did not answer: try again later.
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_SERVER_ERROR',
};

/**
 * The one mapping from a service's DomainError to the tRPC error the caller gets. A field's message travels as a
 * zod issue on that field (ZodRealError, the zod error that is an Error, which tRPC keeps as the cause), so the form
 * shows it beside the field exactly as a schema's own message.
 */
export function toTRPCError(error: DomainError): TRPCError {
  const cause = error.field ? new z.ZodRealError([{ code: 'custom', path: [error.field], message: error.message, input: undefined }]) : error;
  return new TRPCError({ code: CODE_OF[error.kind], message: error.message, cause });
}
