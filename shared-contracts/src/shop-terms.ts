/**
 * The shop's standing terms as plain values, which the policy pages state and the rules they
 * describe follow. Kept apart from the schemas of the modules that use them, so the shell's
 * first script, which carries the policies' words, carries none of those schemas.
 */

/** How long a checkout holds an original while its payment is under way. */
export const originalHoldMinutes = 15;

/** Days the client has to pay the balance that Ready requests. */
export const balanceDueDays = 14;

/** The terms of the logo and book-cover proposal, shown on the proposal, the agreement and the FAQ. */
export const logoTerms = {
  timeline: '4-5 weeks',
  logoConcepts: '2-3 initial logo concepts',
  coverDesigns: '2 initial book cover designs',
  revisionRounds: '2-3 revision rounds',
  logoHours: '15-20 hours',
  coverHours: '10 hours',
  coverSize: '9.5 × 6.5 in, with bleed',
  startsWithin: '1-2 business days',
  conceptsWithin: '1-2 weeks',
  revisionsWithin: '1 week',
  deliveryWithin: '1-2 days',
  feedbackWithin: '5 business days',
};
