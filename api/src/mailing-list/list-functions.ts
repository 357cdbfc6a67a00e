import type { listFunctions } from 'shared-contracts/mailing-list';
import type { listDeskFunctions } from 'shared-contracts/list-desk';
import { letterSchema } from 'shared-contracts/list-desk';
import type { FunctionContext, BackendFunctions, RateLimit } from '../http/site-function';
import type { MailOutbox } from '../mail/mail-outbox';
import type { LetterPiece } from './letters';
import { announcement } from './letters';
import type { ListSends } from './list-sends';
import type { PieceWatches } from './piece-watches';
import type { Subscribers } from './subscribers';

/** Ten sign-ups per visitor address in ten minutes: a household or an office behind one address, and little for a bot. */
const signUpLimit: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 };
/** Following a link a few times is normal; guessing tokens is not. */
const linkLimit: RateLimit = { max: 20, windowMs: 10 * 60 * 1000 };

const received = { received: true } as const;

/** A bot that filled the honeypot is answered as a person is, and nothing is kept. */
function isBot(body: { website?: string }, context: FunctionContext): boolean {
  if (!body.website) return false;
  context.log.info({ ip: context.ip }, 'honeypot filled; sign-up dropped');
  return true;
}

export interface ListFunctionDeps {
  subscribers: Subscribers;
  watches: PieceWatches;
  /** The title of a piece visitors can see, by the address of its page. */
  pieceTitle(slug: string): Promise<string | null>;
}

/** The list's public calls: signing up, a Reserved piece's watch, confirming and unsubscribing. */
export function createListFunctions(deps: ListFunctionDeps): BackendFunctions<typeof listFunctions> {
  return {
    'list-sign-up': {
      rateLimit: signUpLimit,
      handle: async (body, context) => {
        if (isBot(body, context)) return received;
        const title = body.slug ? await deps.pieceTitle(body.slug) : null;
        await deps.subscribers.signUp(body.email, body.source, title);
        return received;
      },
    },
    'list-watch-piece': {
      rateLimit: signUpLimit,
      handle: async (body, context) => {
        if (!isBot(body, context)) await deps.watches.watch(body.email, body.slug);
        return received;
      },
    },
    'list-confirm': {
      rateLimit: linkLimit,
      handle: async ({ token }) => {
        await deps.subscribers.confirm(token);
        return { confirmed: true };
      },
    },
    'list-unsubscribe': {
      rateLimit: linkLimit,
      handle: async ({ token }) => {
        await deps.subscribers.unsubscribe(token);
        return { unsubscribed: true };
      },
    },
  };
}

export interface ListDeskDeps {
  subscribers: Subscribers;
  sends: ListSends;
  outbox: Pick<MailOutbox, 'enqueue' | 'newest'>;
  artistEmail: string;
  /** A piece as a letter shows it; refused when it is missing or a draft. */
  piece(artworkId: string): Promise<LetterPiece>;
}

/** How many e-mails her studio's outbox shows. */
const outboxShown = 50;

/** Her list in the studio: the subscribers, letters and their sends, and the outbox. */
export function createListDeskFunctions(deps: ListDeskDeps): BackendFunctions<typeof listDeskFunctions> {
  const { subscribers, sends } = deps;
  // A preview or a test carries links that unsubscribe no one.
  const sampleToken = 'preview';
  return {
    'studio-list-subscribers': { handle: async ({ search }) => subscribers.list(search) },
    'studio-list-export': { handle: async () => ({ csv: await subscribers.export() }) },
    'studio-list-import': { handle: async ({ csv }) => subscribers.import(csv) },
    'studio-list-announcement': {
      handle: async ({ artworkId }) => ({ letter: letterSchema.parse(announcement(await deps.piece(artworkId))) }),
    },
    'studio-list-preview': {
      handle: async (letter) => {
        const { subject, html, text } = await sends.render(letter, sampleToken);
        return { subject, html, text };
      },
    },
    'studio-list-send-test': {
      handle: async (letter) => {
        const mail = await sends.render(letter, sampleToken);
        await deps.outbox.enqueue({ ...mail, subject: `[Test] ${mail.subject}`, to: deps.artistEmail });
        return { sentTo: deps.artistEmail };
      },
    },
    'studio-list-send': {
      handle: async ({ letter, sendAt }) => ({
        sends: await sends.schedule(letter, sendAt ? new Date(sendAt) : undefined),
      }),
    },
    'studio-list-sends': { handle: async () => ({ sends: await sends.list() }) },
    'studio-list-cancel-send': { handle: async ({ id }) => ({ sends: await sends.cancel(id) }) },
    'studio-outbox': { handle: async () => ({ mails: await deps.outbox.newest(outboxShown) }) },
  };
}
