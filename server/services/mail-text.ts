import { escapeHtml } from './escape-html';

// Text that visitors typed, on its way into an e-mail. Forms can be filled in by anyone for any recipient, so what a
// stranger wrote reaches the mail short, on one line and escaped: a greeting cannot carry a paragraph of spam, a
// link's worth of markup or a fake header-like second line.

/** How many characters of a visitor's name a mail shows (longer names end in an ellipsis). */
export const MAIL_NAME_MAX = 60;
/** How much of a visitor's longer text (a message, a story, a location) a mail quotes: a reminder, not the text. */
export const MAIL_EXCERPT_MAX = 120;

/**
 * A visitor's text as one short line: line breaks, tabs and invisible control or format characters become single
 * spaces, the ends are trimmed, and anything past `max` characters (whole code points) becomes '…'.
 */
export function mailLine(text: string, max: number = MAIL_NAME_MAX): string {
  const flat = text.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** mailLine, escaped for an HTML part. */
export function mailLineHtml(text: string, max: number = MAIL_NAME_MAX): string {
  return escapeHtml(mailLine(text, max));
}
