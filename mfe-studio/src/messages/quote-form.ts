import { quoteRequestSchema, type Quote } from 'shared-contracts/studio-desk';
import type * as z from 'zod/mini';
import { dollarsText, readNumber } from '../ui/typed-numbers';

/** The quote as she types it. */
export interface QuoteForm {
  price: string;
  deposit: string;
}

export type QuoteErrors = Partial<Record<keyof QuoteForm, string>>;
type CheckedQuote = z.output<typeof quoteRequestSchema>;

/** The form for a new quote: empty, or the last quote's amounts to change. */
export const formFromQuote = (quote: Quote | null): QuoteForm =>
  quote ? { price: dollarsText(quote.price), deposit: dollarsText(quote.deposit) } : { price: '', deposit: '' };

/** The quote checked with the server's own schema: the request to send, or a message for each field at fault. */
export function checkQuote(
  id: string,
  form: QuoteForm,
): { ok: true; quote: CheckedQuote } | { ok: false; errors: QuoteErrors } {
  const checked = quoteRequestSchema.safeParse({
    id,
    price: readNumber(form.price),
    deposit: readNumber(form.deposit),
  });
  if (checked.success) return { ok: true, quote: checked.data };
  const errors: QuoteErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === 'price' || field === 'deposit') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
