// CSV for the back office's exports (RFC 4180: comma separated, CRLF line ends, every cell quoted, quotes doubled).
export type CsvCell = string | number | boolean | Date | null | undefined;

// A spreadsheet treats a cell that starts with one of these as a formula, so a visitor who types
// '=HYPERLINK(...)' into a form could run it on a staff member's machine (OWASP "CSV injection"). A spreadsheet set
// to split on ';' or tab (common where ',' is the decimal mark) cuts 'x;=1+1' into two cells and runs the second, so
// the same start is defused after every separator and line break inside a cell too, spaces before it included. Every
// cell is quoted, so a separator inside one never starts a new cell in a program that honours quotes.
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])(?=[ \u00a0]*[=+\-@])/g;
// Tab and carriage return at the very start: some spreadsheets strip them and then read what follows as a formula.
const CONTROL_START = /^[\t\r]/;

/** One cell: text that could be read as a formula gets an apostrophe before it, then the whole cell is quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? `"${String(value)}"` : '""';
  if (typeof value === 'boolean') return value ? '"true"' : '"false"';
  let text = value instanceof Date ? value.toISOString() : value;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (CONTROL_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: a header row, then one row per record. Starts with a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
