import { logoPackages, servicePrices, type LogoPackage } from 'shared-contracts/design-service';

/** The terms of the logo and book-cover proposal, shown on the proposal and the agreement. */
export const logoTerms = {
  timeline: '4-5 weeks',
  logoConcepts: '2-3 initial logo concepts',
  coverDesigns: '2 initial book cover designs',
  revisionRounds: '2-3 revision rounds',
  logoHours: '15-20 hours',
  coverHours: '10 hours',
  coverSize: '9.5 × 6.5 in, with bleed',
  coverAlonePrice: 150,
  startsWithin: '1-2 business days',
};

export const packageDetails: Record<
  LogoPackage,
  { projectType: (typeof logoPackages)[LogoPackage]; title: string; price: number; includes: string[] }
> = {
  logo: {
    projectType: logoPackages.logo,
    title: 'Logo Package',
    price: servicePrices[logoPackages.logo],
    includes: [
      logoTerms.logoConcepts,
      logoTerms.revisionRounds,
      'Final files for print and web',
      `About ${logoTerms.logoHours} of design`,
    ],
  },
  complete: {
    projectType: logoPackages.complete,
    title: 'Complete Package (Logo + Book Cover)',
    price: servicePrices[logoPackages.complete],
    includes: [
      logoTerms.logoConcepts,
      logoTerms.coverDesigns,
      `${logoTerms.revisionRounds} for each`,
      `Book cover at ${logoTerms.coverSize}`,
      `About ${logoTerms.logoHours} for the logo and ${logoTerms.coverHours} for the cover`,
    ],
  },
};
