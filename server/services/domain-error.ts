/**
 * What kind of rule a refused request broke, in the domain's words. Services throw DomainError and know nothing of
 * HTTP or tRPC; the tRPC layer turns each kind into its status in one place (server/trpc/domain-errors.ts).
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'unauthenticated' | 'rate_limited' | 'unavailable' | 'internal';

export class DomainError extends Error {
  /**
   * @param message shown to the person as it is, so it is written for them and reveals nothing internal
   * @param field the form field the message belongs beside, when the rule is about one field
   */
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
