import type { studioFunctions } from 'shared-contracts/studio';
import { FunctionError, type BackendFunctions, type FunctionContext } from '../http/site-function';
import { PrintfulError } from '../printful/printful-client';
import type { PrintCosts } from './print-costs';
import type { PrintOffers } from './print-offers';

type PrintCalls = Pick<
  typeof studioFunctions,
  'studio-print-offers' | 'studio-save-print-offers' | 'studio-print-costs'
>;

/** What the studio's prints of a piece use: her offers, and Printful's costs when the site prints with Printful. */
export interface StudioPrintDeps {
  prints: Pick<PrintOffers, 'studioOffers' | 'save'>;
  printCosts?: Pick<PrintCosts, 'costs'>;
}

/** Printful's costs, or a 503 she can try again after: a cost is never guessed. */
async function readPrintCosts(printCosts: Pick<PrintCosts, 'costs'>, context: FunctionContext) {
  try {
    return await printCosts.costs();
  } catch (error) {
    if (!(error instanceof PrintfulError)) throw error;
    context.log.warn({ err: error }, 'Printful’s costs of the prints could not be read');
    throw new FunctionError(503, 'Printful’s costs could not be read just now. Please try again in a minute.');
  }
}

/** The prints she offers of a piece, and what each costs her. */
export function createStudioPrintFunctions({ prints, printCosts }: StudioPrintDeps): BackendFunctions<PrintCalls> {
  return {
    'studio-print-offers': { handle: ({ id }) => prints.studioOffers(id) },
    'studio-save-print-offers': {
      handle: ({ id, offers, printMasterPhotoId }) => prints.save(id, offers, printMasterPhotoId),
    },
    'studio-print-costs': {
      handle: async (_body, context) => ({ costs: printCosts ? await readPrintCosts(printCosts, context) : null }),
    },
  };
}
