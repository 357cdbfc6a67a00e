import * as z from 'zod/mini';
import { artCartItemSchema } from 'shared-contracts/cart';

/**
 * The events the shell and the remotes exchange, carried as DOM CustomEvents on `window`.
 * Whoever publishes an event owns its name; this map is the only place the names are written.
 */
export const busEventSchemas = {
  /** The shop announces how many items the cart holds, for the navbar's badge. */
  'shop:cart-updated': z.object({ count: z.number().check(z.int(), z.nonnegative()) }),
  /** An art page asks the shop to put that original or print in the cart and show it. */
  'portfolio:art-add-requested': z.object({ line: artCartItemSchema }),
  /** The shell's cart button asks the shop to open its cart panel. */
  'shell:cart-open-requested': z.object({}),
  /**
   * Any module asks the shell to show a notification. It is about the page it is shown on, and
   * goes when the visitor leaves that page; one published on the way to another page names that
   * page (`page`, a path). One given a key takes the place of the one shown under that key, and
   * can be taken back by it (`toast:dismiss`).
   */
  'toast:show': z.object({
    title: z.string(),
    description: z.optional(z.string()),
    tone: z.optional(z.enum(['info', 'success', 'error'])),
    key: z.optional(z.string()),
    page: z.optional(z.string()),
  }),
  /** The notification shown under this key is no longer true (the field it named is filled). */
  'toast:dismiss': z.object({ key: z.string() }),
};

/**
 * A modal dialog may hold an element carrying this attribute: the notifications shown while the
 * dialog is open take their place there, in its own layout, instead of floating over its controls.
 */
export const notificationSlotAttribute = 'data-notification-slot';

export type BusEventName = keyof typeof busEventSchemas;
export type BusEventPayload<N extends BusEventName> = z.infer<(typeof busEventSchemas)[N]>;

export function publish<N extends BusEventName>(
  name: N,
  payload: BusEventPayload<N>,
  target: EventTarget = window,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail: payload }));
}

/** Listens for one event; a payload that does not match its schema is logged and dropped. */
export function subscribe<N extends BusEventName>(
  name: N,
  handler: (payload: BusEventPayload<N>) => void,
  target: EventTarget = window,
): () => void {
  const schema = busEventSchemas[name];
  const listener = (event: Event) => {
    const parsed = schema.safeParse((event as CustomEvent<unknown>).detail);
    if (!parsed.success) {
      console.warn(`Ignored a malformed "${name}" event`, parsed.error.issues);
      return;
    }
    handler(parsed.data as BusEventPayload<N>);
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
