/**
 * Dates as the design service's pages write them, in US English: "March 5, 2027". Anything the
 * server sends that is not a date is shown as sent rather than breaking the page.
 */
function formatted(date: Date, sent: string, timeZone?: string): string {
  return Number.isNaN(date.getTime())
    ? sent
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}

/** A calendar day (YYYY-MM-DD), the same day wherever the visitor is. */
export const formatDay = (day: string): string => formatted(new Date(`${day}T00:00:00Z`), day, 'UTC');

/** The day of a moment (ISO 8601), in the visitor's own time zone. */
export const formatMoment = (iso: string): string => formatted(new Date(iso), iso);
