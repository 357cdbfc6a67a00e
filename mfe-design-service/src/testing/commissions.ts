import type { CommissionView, Proposal, StoryEntry } from 'shared-contracts/commissions';
import { samplePicture } from 'shared-contracts/testing/pictures';

/** A client's page key, as the server makes them: 43 characters of base64url. */
export const clientKey = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

export const clientPage = `/commission#key=${clientKey}`;

/** Version 2 of a painting's proposal, as the client was sent it. */
export const sentProposal: Proposal = {
  title: 'Olive Grove at Dawn',
  kind: 'painting',
  sections: [
    {
      heading: 'The painting',
      text: 'An olive grove at first light, for your living room.\n\nGolds and soft greens, 24 × 36 in, on <b>canvas</b>.',
      photos: [{ photoId: 'ph_study', picture: samplePicture(1, 'Pencil study of the grove') }],
    },
  ],
  price: 1200,
  deposit: 600,
  depositRule: { kind: 'percent', value: 50 },
  terms: 'The deposit starts the work.\n\nThe balance is due when the painting is ready.',
  validUntil: '2027-03-31',
  version: 2,
  sentAt: '2027-03-01T15:00:00Z',
  acceptedAt: null,
  acceptedBy: null,
};

export function storyEntry(id: string, changes: Partial<StoryEntry> = {}): StoryEntry {
  return {
    id,
    at: '2027-03-01T15:00:00Z',
    kind: 'sent',
    title: 'Version 2 of the proposal was sent',
    text: '',
    by: 'artist',
    photos: [],
    ...changes,
  };
}

/** Anna's commission with the proposal sent and nothing answered yet, with `changes`. */
export function commissionWith(changes: Partial<CommissionView> = {}): CommissionView {
  return {
    clientName: 'Anna Prophet',
    stage: 'sent',
    proposal: sentProposal,
    expired: false,
    story: [storyEntry('st_sent')],
    payments: [],
    sketchToApprove: null,
    testimonial: null,
    actions: { accept: true, askForChanges: true, giveTestimonial: false },
    ...changes,
  };
}

/** The commission once Anna accepted version 2, with its deposit requested. */
export const acceptedCommission = commissionWith({
  stage: 'accepted',
  proposal: { ...sentProposal, acceptedAt: '2027-03-05T16:30:00Z', acceptedBy: 'Anna Prophet' },
  story: [
    storyEntry('st_sent'),
    storyEntry('st_accepted', {
      at: '2027-03-05T16:30:00Z',
      kind: 'accepted',
      title: 'Anna Prophet accepted version 2',
      by: 'client',
    }),
  ],
  payments: [
    {
      id: 'pr_deposit',
      title: 'Deposit',
      amount: 600,
      paid: 0,
      dueOn: '2027-03-12',
      state: 'open',
      payUrl: '/api/payment-requests/pr_deposit_secret',
    },
  ],
  actions: { accept: false, askForChanges: false, giveTestimonial: false },
});
