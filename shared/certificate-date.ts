import { BUSINESS_TIME_ZONE } from './business-date';

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

/** The day a certificate was issued, as printed on it and on its public page: the business's calendar day in words. */
export function certificateDate(issuedAt: Date): string {
  return longDate.format(issuedAt);
}
