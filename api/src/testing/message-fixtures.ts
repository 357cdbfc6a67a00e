import type { CommissionRequest, ContactMessage } from 'shared-contracts/messages';

/** A visitor's message, as the contact form sends it. */
export const contactMessage = (email = 'martha@example.com'): ContactMessage => ({
  name: 'Martha Bethany',
  email,
  subject: 'Commission Question',
  message: 'Could you paint our church at sunrise?',
});

/** A visitor's commission request, as the custom paintings form sends it. */
export const commissionRequest = (email = 'joseph@example.com'): CommissionRequest => ({
  name: 'Joseph Arimathea',
  email,
  theme: 'An olive grove at dawn',
  size: '24 x 36 in',
  palette: 'Warm golds and soft greens',
  budget: '$500 - $1,000',
  timeline: '2-3 months',
  details: 'For our living room.',
});
