import { BUSINESS_TIME_ZONE } from '@shared/business-date';

const memberDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
const numbers = new Intl.NumberFormat('en-US');

/** 'November 21, 2026' in the shop's time zone. */
export function formatMemberDate(date: Date): string {
  return memberDate.format(date);
}

/** 'Nov 21, 2026'. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}
