import * as z from 'zod/mini';
import { groupedThousands } from 'shared-contracts/pricing';

const wholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * An amount in US dollars and cents that a form asks for, named in its messages (`a price`):
 * from $0 when `free` is allowed, else above $0, up to `max` dollars.
 */
export function dollarAmount(what: string, { free, max }: { free: boolean; max: number }) {
  return z
    .number(`Please enter ${what} in dollars`)
    .check(
      free ? z.gte(0, `Please enter ${what} of $0 or more`) : z.positive(`Please enter ${what} above $0`),
      z.lte(max, `Please enter ${what} of at most $${groupedThousands(max)}`),
      z.refine(wholeCents, `Please enter ${what.replace(/^an? /, 'the ')} in dollars and cents`),
    );
}
