// Numbers as she types them into the studio's forms, and as its forms show them back.

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
