import { printProducts } from 'shared-contracts/print-products';
import { toCents } from 'shared-contracts/pricing';
import { sharedRequest } from 'shared-contracts/shared-request';
import type { PrintCost } from 'shared-contracts/studio';
import type { PrintfulClient } from '../printful/printful-client';

/** How long costs read from Printful are shown before they are read again: its prices change seldom. */
const keptForMs = 60 * 60 * 1000;

/**
 * What Printful charges her for each size of each product she can offer, read from its catalogue
 * so that the studio can show her margin. Callers meanwhile share one reading, kept for an hour.
 */
export class PrintCosts {
  private kept: { costs: PrintCost[]; readAt: number } | undefined;
  private readonly reading = sharedRequest(() => this.read(), { forget: 'when-settled' });

  constructor(private readonly client: PrintfulClient) {}

  async costs(): Promise<PrintCost[]> {
    if (this.kept && Date.now() - this.kept.readAt < keptForMs) return this.kept.costs;
    return this.reading.get();
  }

  private async read(): Promise<PrintCost[]> {
    const catalogue = await Promise.all(
      printProducts.map(async (product) => ({
        product,
        read: await this.client.getCatalogProduct(product.printfulProductId),
      })),
    );
    const costs = catalogue.flatMap(({ product, read }) => {
      // Her prices are in US dollars: a cost in another currency tells her nothing of her margin.
      if ((read.product.currency ?? 'USD') !== 'USD') return [];
      return product.sizes.flatMap((size): PrintCost[] => {
        const variant = read.variants.find((each) => each.id === size.printfulVariantId);
        return variant ? [{ product: product.key, size: size.key, costCents: toCents(variant.price) }] : [];
      });
    });
    this.kept = { costs, readAt: Date.now() };
    return costs;
  }
}
