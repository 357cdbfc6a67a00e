import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What opens a cell as a formula in a spreadsheet, at its start or after anything a program may
 * split cells at (a comma, a semicolon as European Excel does, a tab, a line break): each is
 * given an apostrophe.
 */
const formulaAfterSeparator = /(^|[,;\t\r\n])([=+\-@])/g;
const formulaStart = /^[\t\r]/;

/** What makes a cell need its quotes: a separator of any program, a quote, a line break. */
const needsQuotes = /[",;\t\r\n]/;

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value.replace(formulaAfterSeparator, "$1'$2").replace(formulaStart, "'$&");
  return text !== value || needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A CSV file a spreadsheet opens as she sees it here: UTF-8 with a byte order mark, CRLF rows,
 * every cell quoted when it needs to be, and no cell read as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * A CSV file of hers at `path`, made fresh on each GET. Opened from a link, a download carries
 * no Origin: her session alone is checked, and a refusal is answered by the app's error handler
 * (401 with its sentence). The file is named `{name}-{date}.csv` and never cached.
 */
export function csvDownloadRoute(
  app: FastifyInstance,
  {
    path,
    name,
    checkCaller,
    csv,
  }: {
    path: string;
    name: string;
    /** Refuses a caller who may not have it, by throwing. */
    checkCaller(request: FastifyRequest): Promise<unknown>;
    csv(): Promise<string>;
  },
): void {
  app.get(path, { onRequest: async (request) => void (await checkCaller(request)) }, async (_request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}-${today}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(await csv());
  });
}
