import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import { listFunctions, listLinkSpentMessage } from 'shared-contracts/mailing-list';

/** What following the link of a list e-mail came to: done, or why not in the visitor's words. */
export type LinkOutcome = { followed: true } | { followed: false; message: string };

/**
 * Why the call failed: the server's own refusal (a spent link, too many tries); anything else,
 * a failure it gives no reason for, reads as a link that is not valid.
 */
function refusal(error: unknown): string {
  const refused = error instanceof FunctionCallError && error.status >= 400 && error.status < 500;
  return refused ? error.message : listLinkSpentMessage;
}

/** Calls the link's function with its token; a token the function cannot take is not sent. */
async function follow(name: 'list-confirm' | 'list-unsubscribe', token: string): Promise<LinkOutcome> {
  const request = listFunctions[name].request.safeParse({ token });
  if (!request.success) return { followed: false, message: listLinkSpentMessage };
  try {
    await invokeFunction(listFunctions, name, request.data);
    return { followed: true };
  } catch (error) {
    return { followed: false, message: refusal(error) };
  }
}

/** The confirmation e-mail's link: the address joins the list. */
export const confirmSubscription = (token: string) => follow('list-confirm', token);

/** A letter's unsubscribe link: one click, no sign-in, no more news. */
export const unsubscribe = (token: string) => follow('list-unsubscribe', token);
