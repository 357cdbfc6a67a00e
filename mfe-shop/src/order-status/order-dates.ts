/**
 * Dates on the order page, in US English and the buyer's own time zone. The server sends
 * ISO 8601; anything it cannot read is shown as sent rather than breaking the page.
 */
function formatted(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-US', options).format(date);
}

/** "November 23, 2026". */
export function formatOrderDate(iso: string): string {
  return formatted(iso, { dateStyle: 'long' });
}

/** "Nov 23, 2026, 9:04 AM". */
export function formatStepTime(iso: string): string {
  return formatted(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
