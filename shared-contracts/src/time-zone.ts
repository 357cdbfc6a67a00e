/** Whether Intl knows the zone: `America/Chicago`, `Europe/London`, `UTC`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
