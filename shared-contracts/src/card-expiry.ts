/**
 * A card's expiry date, as the checkout's field takes it (MM/YY) and as a processor checks it.
 */

/** "MM/YY" or "MM/YYYY", still valid in the month given (a card runs to the end of its month). */
export function isUnexpired(expiry: string, today: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1);
}

/**
 * What the visitor typed, as MM/YY: digits only, the slash after the month once the year begins.
 * A month typed as one digit and a slash (`1/28`) is the month `01`; a four-digit year (pasted,
 * or filled in by the browser) keeps its last two digits.
 */
export function formatExpiry(typed: string): string {
  const longYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(typed);
  if (longYear) return `${longYear[1]!.padStart(2, '0')}/${longYear[2]}`;
  const oneDigitMonth = /^\s*(\d)\s*\/(.*)$/.exec(typed);
  const digits = (oneDigitMonth ? `0${oneDigitMonth[1]}${oneDigitMonth[2]}` : typed).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const expiryFormatMessage = 'Please enter the expiry date as MM/YY.';
export const expiryPassedMessage = "This card's expiry date has passed.";

/** Why an expiry date the visitor gave cannot be right, or undefined; an empty one is for the presence check. */
export function expiryProblem(expiry: string, today: Date): string | undefined {
  if (!expiry.trim()) return undefined;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return expiryFormatMessage;
  return isUnexpired(expiry, today) ? undefined : expiryPassedMessage;
}
