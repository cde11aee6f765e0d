import type { InboxKind } from '@shared/schemas/admin-inbox';
import type { SubmissionStatus } from '@shared/schemas/values';
import type { AdminBadgeVariant } from '../shared/admin-badge';
import { dateTimeFormat } from '../shared/text-format';
import type { RouterOutputs } from '../shared/types';

export const INBOX_TABS: { kind: InboxKind; label: string; empty: string }[] = [
  { kind: 'bookings', label: 'Private Events', empty: 'No private-event bookings yet' },
  { kind: 'fundraiser', label: 'Fundraiser', empty: 'No fundraiser registrations yet' },
  { kind: 'contact', label: 'Messages', empty: 'No contact messages yet' },
  { kind: 'nominations', label: 'Nominations', empty: 'No kid nominations yet' },
  { kind: 'newsletter', label: 'Newsletter', empty: 'No newsletter sign-ups yet' },
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

export type InboxRow = RouterOutputs['admin']['inbox']['list']['rows'][number];

/** A submission's field as text for the table and the detail view. */
export function cellText(value: InboxRow['values'][string]): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateTimeFormat.format(value);
  return String(value);
}
