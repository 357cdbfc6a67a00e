import * as z from 'zod/mini';
import { isStorableText, unstorableTextMessage } from 'shared-contracts/storable-text';

/** How a form asks for an answer that is missing or too long, in that form's own words. */
export interface FieldWording {
  missing(what: string): string;
  tooLong(what: string, max: number): string;
}

/** The checkout's words, as the spec gives them: "Please fill in zip code". */
export const checkoutWording: FieldWording = {
  missing: (what) => `Please fill in ${what}`,
  tooLong: (what, max) => `Please shorten ${what} to ${max} characters`,
};

/** The contact and commission forms' words: "Please enter your name". */
export const messageFormWording: FieldWording = {
  missing: (what) => `Please enter ${what}`,
  tooLong: (what, max) => `Please keep ${what} under ${max} characters`,
};

/** The design-service payment page names no field when one is missing: the spec's one message. */
export const paymentPageWording: FieldWording = {
  ...messageFormWording,
  missing: () => 'Please fill out all required fields',
};

/** A text answer the visitor must give: trimmed, not empty, at most `max` characters, storable. */
export function requiredText(what: string, max: number, wording: FieldWording) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: wording.missing(what), abort: true }),
      z.maxLength(max, wording.tooLong(what, max)),
      z.refine(isStorableText, `${what[0]!.toUpperCase()}${what.slice(1)} ${unstorableTextMessage}`),
    );
}
