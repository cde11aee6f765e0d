import { formatAtlantaDateTime } from '@shared/atlanta-time';

/** Dates and times in the back office's tables and dialogs: 'Nov 25, 2026, 3:04 PM' in Atlanta's time. */
export const dateTimeFormat = { format: formatAtlantaDateTime };

/** A long text's first words for a table cell, cut at a word boundary; the whole text is in the edit dialog. */
export function truncateText(text: string, length = 80): string {
  return text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}
