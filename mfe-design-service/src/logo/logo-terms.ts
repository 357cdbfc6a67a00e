import { logoPackages, type LogoPackage } from 'shared-contracts/design-service';
import { logoTerms } from 'shared-contracts/shop-terms';

/** A step of what happens after payment: its name, shown in bold, then the rest of its sentence. */
interface NextStep {
  name: string;
  rest: string;
}

const confirmationStep: NextStep = { name: 'Email confirmation', rest: ' with your project timeline.' };
const conceptStep: NextStep = {
  name: 'Concept development',
  rest: `: ${logoTerms.logoConcepts} within ${logoTerms.conceptsWithin}.`,
};

/**
 * What each package is: its project, its name, what it includes and what follows payment. Its
 * price is hers to set, read from the page's prices (`servicePrices` of its project).
 */
export const packageDetails: Record<
  LogoPackage,
  {
    projectType: (typeof logoPackages)[LogoPackage];
    title: string;
    /** The project as the thank-you page confirms it. */
    confirmedAs: string;
    includes: string[];
    nextSteps: NextStep[];
  }
> = {
  logo: {
    projectType: logoPackages.logo,
    title: 'Logo Package',
    confirmedAs: 'Divine Design Logo',
    includes: [
      logoTerms.logoConcepts,
      logoTerms.revisionRounds,
      'Final files for print and web',
      `About ${logoTerms.logoHours} of design`,
    ],
    nextSteps: [
      confirmationStep,
      { name: 'Initial consultation', rest: ': a call or email about your brand vision.' },
      conceptStep,
    ],
  },
  complete: {
    projectType: logoPackages.complete,
    title: 'Complete Package (Logo + Book Cover)',
    confirmedAs: logoPackages.complete,
    includes: [
      logoTerms.logoConcepts,
      logoTerms.coverDesigns,
      `${logoTerms.revisionRounds} for each`,
      `Book cover at ${logoTerms.coverSize}`,
      `About ${logoTerms.logoHours} for the logo and ${logoTerms.coverHours} for the cover`,
    ],
    nextSteps: [
      confirmationStep,
      { name: 'Initial consultation', rest: ': a call or email about your brand vision and your book.' },
      conceptStep,
      {
        name: 'Book cover design',
        rest: `: ${logoTerms.coverDesigns} at ${logoTerms.coverSize}, alongside the logo concepts.`,
      },
    ],
  },
};

/** The package a verified payment bought, or undefined when it paid for something else. */
export function packagePaidFor(projectType: string): LogoPackage | undefined {
  return (Object.keys(packageDetails) as LogoPackage[]).find(
    (pack) => packageDetails[pack].projectType === projectType,
  );
}
