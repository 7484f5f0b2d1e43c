/**
 * One CSV field, RFC 4180: quoted when it holds a comma, quote or line break. A field a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) gets a leading `'`, so an
 * exported note or label cannot execute anything when the file is opened.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file: a header line, then one line per row, CRLF line ends. */
export function toCsvText(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n') + '\r\n';
}
