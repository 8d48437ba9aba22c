/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text that
 * a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading
 * apostrophe, so opening the file never runs what someone typed.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line (CRLF-terminated, RFC 4180). */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The headers of a CSV download named `<name>-<YYYY-MM-DD>.csv`, never cached. */
export const csvHeaders = (name: string, day = new Date().toISOString().slice(0, 10)) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});
