/** What opens a cell as a formula in a spreadsheet; such a cell is given a leading apostrophe. */
const formulaStart = /^[=+\-@\t\r]/;

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const neutralised = formulaStart.test(value);
  const text = neutralised ? `'${value}` : value;
  return neutralised || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A CSV file a spreadsheet opens as she sees it here: UTF-8 with a byte order mark, CRLF rows,
 * every cell quoted when it needs to be, and no cell read as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
