import { printProducts, type PrintProductKey, type PrintSize } from 'shared-contracts/print-products';
import type { PrintChoice } from 'shared-contracts/prints';

/**
 * The choosing of a print on its page: which products and sizes it comes in, in the shop's
 * order, and which print a visitor's click leads to.
 */

const find = (choices: readonly PrintChoice[], product: PrintProductKey, size: string | undefined) =>
  choices.find((choice) => choice.product === product && choice.size === size);

/** The sizes a product of the artwork is offered in, smallest first. */
export function offeredSizes(choices: readonly PrintChoice[], product: PrintProductKey): PrintSize[] {
  const sizes = printProducts.find((candidate) => candidate.key === product)?.sizes ?? [];
  return sizes.filter((size) => find(choices, product, size.key) !== undefined);
}

/** The print a page opens on: the cheapest, at the price the list of prints says it starts from. */
export function cheapestChoice(choices: readonly PrintChoice[]): PrintChoice {
  return choices.reduce((cheapest, choice) => (choice.price < cheapest.price ? choice : cheapest));
}

/** Another product, in the same size when it comes in that size, else in its smallest. */
export function chooseProduct(choices: readonly PrintChoice[], current: PrintChoice, product: PrintProductKey) {
  return (
    find(choices, product, current.size) ?? find(choices, product, offeredSizes(choices, product)[0]?.key) ?? current
  );
}

/** The same product in another size. */
export function chooseSize(choices: readonly PrintChoice[], current: PrintChoice, size: string) {
  return find(choices, current.product, size) ?? current;
}

/** `“Sunrise” as a framed poster, 12″ × 16″`: what the mock-up shows. */
export function mockupAlt(title: string, choice: PrintChoice): string {
  return `“${title}” as a ${choice.label.charAt(0).toLowerCase()}${choice.label.slice(1)}`;
}
