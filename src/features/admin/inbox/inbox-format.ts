import type { InboxKind } from '@shared/schemas/admin-inbox';
import type { SubmissionStatus } from '@shared/schemas/values';
import type { AdminBadgeVariant } from '../shared/admin-badge';
import { dateTimeFormat } from '../shared/text-format';
import type { RouterOutputs } from '../shared/types';
import { adminListInput } from '../shared/list-input';
import type { InboxSearch } from './inbox-search';

/** Each inbox's tab, what its search looks in and what its "name" sort orders by (server/services/inbox.ts). */
export const INBOX_TABS: { kind: InboxKind; label: string; empty: string; searchPlaceholder: string; nameSort: string }[] = [
  { kind: 'bookings', label: 'Private Events', empty: 'No private-event bookings yet', searchPlaceholder: 'Name, email or location', nameSort: 'Name' },
  { kind: 'fundraiser', label: 'Fundraiser', empty: 'No fundraiser registrations yet', searchPlaceholder: 'Kid, parent email or city', nameSort: 'Kid' },
  { kind: 'contact', label: 'Messages', empty: 'No contact messages yet', searchPlaceholder: 'Name, email or words', nameSort: 'Name' },
  { kind: 'nominations', label: 'Nominations', empty: 'No kid nominations yet', searchPlaceholder: 'Kid or nominator', nameSort: 'Kid' },
  { kind: 'newsletter', label: 'Newsletter', empty: 'No newsletter sign-ups yet', searchPlaceholder: 'Email', nameSort: 'Email' },
];

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  archived: 'Archived',
};

export const STATUS_BADGES: Record<SubmissionStatus, AdminBadgeVariant> = {
  new: 'warning',
  in_progress: 'secondary',
  done: 'success',
  archived: 'muted',
};

export type InboxRow = RouterOutputs['admin']['inbox']['list']['items'][number];

/** The list query for the inbox's address: the chosen inbox (private-event bookings by default) and its list state. */
export function inboxListInput({ item: _opened, ...search }: InboxSearch) {
  return adminListInput({ ...search, kind: search.kind ?? 'bookings' });
}

/** A submission's field as text for the table and the detail view. */
export function cellText(value: InboxRow['values'][string]): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateTimeFormat.format(value);
  return String(value);
}
