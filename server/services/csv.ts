// CSV for the back office's exports (RFC 4180: comma separated, CRLF line ends, quotes doubled inside quoted cells).
export type CsvCell = string | number | boolean | Date | null | undefined;

// A spreadsheet treats a cell that starts with one of these as a formula, so a visitor who types
// '=HYPERLINK(...)' into a form could run it on a staff member's machine (OWASP "CSV injection").
// Tab and carriage return are included because some spreadsheets strip them and then read the formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could be read as a formula gets a leading apostrophe, then quoting where needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then one row per record. Starts with a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
