import * as z from 'zod/mini';
import { artworkAddressSchema } from 'shared-contracts/artworks';
import { type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailbox } from 'shared-contracts/mailbox';

/**
 * Her list: the visitors who asked to hear about new work, and the letters she sends them.
 * Double opt-in: an address gets news only once its owner followed the link of the
 * confirmation e-mail; every letter carries a one-click unsubscribe (RFC 8058). The public
 * side is here; her studio's side, in list-desk.
 */

const token = z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) });

/** Where a sign-up came from. */
export const listSources = ['footer', 'sold-piece', 'checkout', 'import'] as const;
export type ListSource = (typeof listSources)[number];

/** Pending until the confirmation link is followed; only confirmed addresses get news. */
export const subscriberStates = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

/** The footer's words: what she sends and how often. */
export const listPromise = 'New paintings, print releases and markets, about once a month. No spam.';

/** What every sign-up answers, whether or not the address was on the list already. */
export const signUpReceivedMessage = 'Thank you! Please check your inbox for a link to confirm.';

/** What a Reserved piece's sign-up answers. */
export const watchReceivedMessage = 'Thank you! We will e-mail you once if this piece becomes available again.';

export const listLinkSpentMessage = 'This link is not valid. It may have been copied only in part.';

const honeypot = z.optional(z.string().check(z.maxLength(500)));
const visitorEmail = mailbox('Please enter your email address');

/** A piece, by the address of its page. */
const pieceSlug = artworkAddressSchema.shape.slug;

export const signUpSchema = z.object({
  email: visitorEmail,
  /** The footer, or a Sold piece's "Tell me about new work" (with that piece). */
  source: z.enum(['footer', 'sold-piece']),
  slug: z.optional(pieceSlug),
  website: honeypot,
});
export type SignUp = z.input<typeof signUpSchema>;

export const watchPieceSchema = z.object({ email: visitorEmail, slug: pieceSlug, website: honeypot });
export type WatchPiece = z.input<typeof watchPieceSchema>;

/** Where a mail client posts `List-Unsubscribe=One-Click` (RFC 8058): this, then the subscriber's token. */
export const oneClickUnsubscribePath = '/api/list/unsubscribe/';

/** The list's public calls. */
export const listFunctions = {
  'list-sign-up': { request: signUpSchema, response: z.object({ received: z.literal(true) }) },
  /** On a Reserved piece: one e-mail if the hold ends without a sale. */
  'list-watch-piece': { request: watchPieceSchema, response: z.object({ received: z.literal(true) }) },
  'list-confirm': { request: token, response: z.object({ confirmed: z.literal(true) }) },
  'list-unsubscribe': { request: token, response: z.object({ unsubscribed: z.literal(true) }) },
} as const satisfies FunctionRegistry;
