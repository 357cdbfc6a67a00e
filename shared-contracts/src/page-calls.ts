import type * as z from 'zod/mini';
import { artworkFunctions } from 'shared-contracts/artworks';
import { catalogFunctions, productAt, variantIdsOf } from 'shared-contracts/catalog';
import { commissionFunctions } from 'shared-contracts/commissions';
import type { FunctionRegistry } from 'shared-contracts/function-contract';
import { printFunctions } from 'shared-contracts/prints';
import type { ExposedScreen } from 'shared-contracts/site-manifest';

/**
 * Makes one backend call for a page the server renders, and keeps its answer for the page;
 * undefined when the call fails or finds nothing.
 */
export type Ask = <Registry extends FunctionRegistry, Name extends keyof Registry & string>(
  registry: Registry,
  name: Name,
  body: z.input<Registry[Name]['request']>,
) => Promise<z.output<Registry[Name]['response']> | undefined>;

/** The calls a screen makes for its first view, given its address's parameter. */
type ScreenCalls = (parameter: string | undefined, ask: Ask) => Promise<unknown>;

/**
 * The data a page rendered on the server comes with: the calls each screen makes before it
 * can show its content, made with the same bodies, so the screen finds their answers
 * (`usePageAnswer`) under the same keys.
 */
const screenCalls: Partial<Record<`${ExposedScreen['remote']}/${string}`, ScreenCalls>> = {
  'shop/MerchList': async (_parameter, ask) => {
    const list = await ask(catalogFunctions, 'get-printful-products', {});
    if (list) await ask(catalogFunctions, 'check-inventory', { variantIds: variantIdsOf(list.products) });
  },
  'shop/ProductDetail': async (productId, ask) => {
    const list = await ask(catalogFunctions, 'get-printful-products', {});
    const product = list && productAt(list.products, productId);
    if (product) await ask(catalogFunctions, 'check-inventory', { variantIds: variantIdsOf([product]) });
  },
  'portfolio/FineArt': (_parameter, ask) => ask(artworkFunctions, 'get-artworks', {}),
  'portfolio/Artwork': (slug = '', ask) => ask(artworkFunctions, 'get-artwork', { slug }),
  'portfolio/Prints': (_parameter, ask) => ask(printFunctions, 'get-prints', {}),
  'portfolio/Print': (slug = '', ask) => ask(printFunctions, 'get-print', { slug }),
  'portfolio/CustomPaintings': (_parameter, ask) => ask(commissionFunctions, 'get-past-commissions', {}),
  'design_service/Proposals': (_parameter, ask) => ask(commissionFunctions, 'get-proposal-examples', {}),
  'design_service/ProposalExample': (id = '', ask) => ask(commissionFunctions, 'get-proposal-example', { id }),
};

/** Makes the calls of a screen's first view; a screen that needs none makes none. */
export async function callsOfScreen(screen: ExposedScreen, parameter: string | undefined, ask: Ask): Promise<void> {
  await screenCalls[`${screen.remote}/${screen.exposed}`]?.(parameter, ask);
}
