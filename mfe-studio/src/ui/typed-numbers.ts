// Numbers as she types them into the studio's forms, and as its forms show them back.
import { toCents } from 'shared-contracts/pricing';

/**
 * A number as she may type it: `1,200`, `$1200.50`, ` 16 `. Empty is no answer (undefined),
 * and anything else unreadable is NaN, which the draft's schema names in its own words.
 */
export function readNumber(text: string): number | undefined {
  const plain = text.replace(/[\s,$]/g, '');
  return plain === '' ? undefined : Number(plain);
}

/** Dollars as the form shows them: `1250`, `980.50`. */
export const dollarsText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * Dollars as she typed them (`300`, `$12.50`), in cents: undefined when empty, and NaN when they
 * are not dollars and cents (`12.505`, `-3`, `twelve`), for the form to say so in its own words.
 */
export function readCents(text: string): number | undefined {
  const dollars = readNumber(text);
  if (dollars === undefined) return undefined;
  if (!Number.isFinite(dollars) || dollars < 0) return Number.NaN;
  const cents = toCents(dollars);
  return Math.abs(dollars * 100 - cents) > 1e-6 ? Number.NaN : cents;
}
