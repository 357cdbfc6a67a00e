const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** `Nov 24, 2026, 9:32 AM`, in her own time zone; a date the server sent unreadable is shown as sent. */
export function formatWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateAndTime.format(at);
}

/** `Nov 24, 2026`. */
export function formatDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateOnly.format(at);
}
