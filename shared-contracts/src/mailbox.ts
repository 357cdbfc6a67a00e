import * as z from 'zod/mini';

export const invalidEmailMessage = 'Please enter a valid email address';

/** A character of an address's local part (RFC 5322 atext): no comma, space, quote or control character. */
const localCharacter = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
/** A label of a domain name. */
const domainLabel = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * One mailbox, `name@example.com`, and nothing a mail library could read as more: no second
 * address after a comma, no display name, no space, control or line-separator character.
 */
export const mailboxPattern = new RegExp(
  `^${localCharacter}+(?:\\.${localCharacter}+)*@${domainLabel}(?:\\.${domainLabel})+$`,
);

/**
 * The one rule for an e-mail address a visitor gives, in every form and on the server: trimmed,
 * at most 254 characters, one mailbox. With `missing`, an empty answer says that first.
 */
export function mailbox(missing?: string) {
  return z
    .string()
    .check(
      z.trim(),
      ...(missing ? [z.minLength(1, { error: missing, abort: true })] : []),
      z.maxLength(254, invalidEmailMessage),
      z.regex(mailboxPattern, invalidEmailMessage),
    );
}
