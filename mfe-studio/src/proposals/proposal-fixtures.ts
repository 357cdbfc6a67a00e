import type { Proposal, StoryEntry } from 'shared-contracts/commissions';
import type { CommissionSummary, DeskCommission, DeskPaymentRequest } from 'shared-contracts/commissions-desk';
import { samplePicture } from 'shared-contracts/testing/pictures';

/** Photo number N of a commission as the server answers it. */
export const commissionPhoto = (number: number) => ({ photoId: `photo-${number}`, picture: samplePicture(number) });

/** The empty first version a new commission starts with. */
export const emptyVersion = (changes: Partial<Proposal> = {}): Proposal => ({
  title: '',
  kind: 'painting',
  sections: [],
  price: 0,
  deposit: 0,
  depositRule: { kind: 'percent', value: 30 },
  terms: '',
  validUntil: '',
  version: 1,
  sentAt: null,
  acceptedAt: null,
  acceptedBy: null,
  ...changes,
});

/** A written version, not sent: a $1,200 painting with a 30% deposit, valid to Christmas Eve, unless the test says otherwise. */
export const writtenVersion = (changes: Partial<Proposal> = {}): Proposal => ({
  ...emptyVersion(),
  title: 'The Good Shepherd',
  sections: [
    {
      heading: 'The idea',
      text: 'The shepherd carries the lamb home.\n\nWarm light over the hills.',
      photos: [commissionPhoto(1)],
    },
  ],
  price: 1200,
  deposit: 360,
  terms: 'The deposit starts the work.',
  validUntil: '2026-12-24',
  ...changes,
});

/** The written version as Ana Reyes accepted it. */
export const acceptedVersion = (changes: Partial<Proposal> = {}): Proposal =>
  writtenVersion({
    sentAt: '2026-11-24T15:00:00.000Z',
    acceptedAt: '2026-11-26T18:30:00.000Z',
    acceptedBy: 'Ana Reyes',
    ...changes,
  });

/** A new commission for Ana Reyes, a painting with its empty first version, unless the test says otherwise. */
export const deskCommission = (changes: Partial<DeskCommission> = {}): DeskCommission => ({
  id: 'com-1',
  clientName: 'Ana Reyes',
  clientEmail: 'ana@example.com',
  kind: 'painting',
  title: '',
  stage: 'draft',
  price: null,
  paid: 0,
  updatedAt: '2026-11-23T12:00:00.000Z',
  privateLink: 'https://grace.example/commission#key=k3y',
  fromMessageId: null,
  versions: [emptyVersion()],
  story: [],
  requests: [],
  actions: { edit: true, send: false, moveTo: [], post: false, requestPayment: false },
  tracking: null,
  publicExample: false,
  testimonial: null,
  past: null,
  ...changes,
});

/** What happened, by the artist unless the test says otherwise. */
export const storyEntry = (id: string, changes: Partial<StoryEntry> = {}): StoryEntry => ({
  id,
  at: '2026-11-24T15:00:00.000Z',
  kind: 'sent',
  title: 'Version 1 of the proposal was sent',
  text: '',
  by: 'artist',
  photos: [],
  ...changes,
});

/** Ana's commission once she accepted it and paid the deposit: a project she may move, post to and ask payments for. */
export const acceptedCommission = (changes: Partial<DeskCommission> = {}): DeskCommission =>
  deskCommission({
    title: 'The Good Shepherd',
    stage: 'deposit_paid',
    price: 1200,
    paid: 360,
    versions: [acceptedVersion()],
    story: [
      storyEntry('story-1'),
      storyEntry('story-2', {
        at: '2026-11-26T18:30:00.000Z',
        kind: 'accepted',
        title: 'Ana Reyes accepted version 1',
        by: 'client',
      }),
      storyEntry('story-3', {
        at: '2026-11-26T18:40:00.000Z',
        kind: 'payment',
        title: 'Deposit paid: $360.00',
        by: 'payment',
      }),
    ],
    requests: [paymentRequest('req-1', { state: 'paid', paid: 360 })],
    actions: { edit: false, send: false, moveTo: ['sketch', 'in_progress'], post: true, requestPayment: true },
    ...changes,
  });

/** The deposit's request of Ana's project, open, with nothing paid yet, unless the test says otherwise. */
export function paymentRequest(id: string, changes: Partial<DeskPaymentRequest> = {}): DeskPaymentRequest {
  return {
    id,
    commissionId: 'com-1',
    clientName: 'Ana Reyes',
    clientEmail: 'ana@example.com',
    title: 'Deposit',
    amount: 360,
    paid: 0,
    dueOn: '2026-12-03',
    state: 'open',
    link: `https://grace.example/api/payment-requests/${id}`,
    createdAt: '2026-11-26T18:30:00.000Z',
    payments: [],
    reminders: [],
    ...changes,
  };
}

/** A commission as the list shows it. */
export const summaryOf = ({
  id,
  clientName,
  clientEmail,
  kind,
  title,
  stage,
  price,
  paid,
  updatedAt,
}: DeskCommission): CommissionSummary => ({
  id,
  clientName,
  clientEmail,
  kind,
  title,
  stage,
  price,
  paid,
  updatedAt,
});
