import type { ListSend, Subscriber, SubscriberList } from 'shared-contracts/list-desk';

/** A confirmed subscriber who signed up in the footer, unless the test says otherwise. */
export const subscriber = (email: string, changes: Partial<Subscriber> = {}): Subscriber => ({
  email,
  state: 'confirmed',
  source: 'footer',
  pieceTitle: null,
  signedUpAt: '2026-11-02T15:00:00.000Z',
  confirmedAt: '2026-11-02T15:10:00.000Z',
  unsubscribedAt: null,
  ...changes,
});

/** Her list as the studio reads it: these subscribers, and counts that match them unless given. */
export const subscriberList = (subscribers: Subscriber[], changes: Partial<SubscriberList> = {}): SubscriberList => ({
  counts: {
    pending: subscribers.filter((each) => each.state === 'pending').length,
    confirmed: subscribers.filter((each) => each.state === 'confirmed').length,
    unsubscribed: subscribers.filter((each) => each.state === 'unsubscribed').length,
  },
  confirmedBySource: [],
  subscribers,
  matching: subscribers.length,
  ...changes,
});

/** A letter sent to 120 subscribers, unless the test says otherwise. */
export const listSend = (id: string, changes: Partial<ListSend> = {}): ListSend => ({
  id,
  subject: 'New paintings this autumn',
  state: 'sent',
  sendAt: '2026-11-20T14:00:00.000Z',
  finishedAt: '2026-11-20T14:06:00.000Z',
  recipients: 120,
  sent: 118,
  bounced: 2,
  unsubscribedSince: 1,
  ...changes,
});
