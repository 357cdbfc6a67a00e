import type { Picture } from 'shared-contracts/artworks';
import {
  minPrintDpi,
  printOffersSchema,
  printProducts,
  printResolution,
  type PrintOffer,
  type PrintProductKey,
  type PrintSize,
} from 'shared-contracts/print-products';
import type { StudioPrintOffers } from 'shared-contracts/studio';
import { dollarsText, readNumber } from '../ui/typed-numbers';

/** One size of one product as she sets it: offered or not, and her price as she types it. */
export interface SizeChoice {
  offered: boolean;
  price: string;
}

/** Every size of every product, by `offerKey`: the prints form as she fills it in. */
export type PrintOffersForm = Record<string, SizeChoice>;

/** The first message for each offer at fault, by its `offerKey`. */
export type PrintOfferErrors = Partial<Record<string, string>>;

export type PrintMaster = NonNullable<StudioPrintOffers['printMaster']>;
export type PrintFile = NonNullable<StudioPrintOffers['printFile']>;

/** `framed-poster-12x16`: one size of one product, in the form and in its elements' ids. */
export const offerKey = (product: PrintProductKey, size: string) => `${product}-${size}`;

export const unoffered: SizeChoice = { offered: false, price: '' };

/** The form for the prints she offers now: each size she offers is checked, with its price. */
export function formFromOffers(offers: readonly PrintOffer[]): PrintOffersForm {
  const form: PrintOffersForm = {};
  for (const product of printProducts) {
    for (const size of product.sizes) {
      const offer = offers.find((each) => each.product === product.key && each.size === size.key);
      form[offerKey(product.key, size.key)] = offer ? { offered: true, price: dollarsText(offer.price) } : unoffered;
    }
  }
  return form;
}

/**
 * The sizes she checked, in the shop's order, checked with the server's own schema: the offers to
 * save, or a message for each offer at fault. An unchecked size keeps its price but is not sent.
 */
export function checkPrintOffers(
  form: PrintOffersForm,
): { ok: true; offers: PrintOffer[] } | { ok: false; errors: PrintOfferErrors } {
  const chosen = printProducts.flatMap((product) =>
    product.sizes.flatMap((size) => {
      const choice = form[offerKey(product.key, size.key)];
      return choice?.offered ? [{ product: product.key, size: size.key, price: readNumber(choice.price) }] : [];
    }),
  );
  const checked = printOffersSchema.safeParse(chosen);
  if (checked.success) return { ok: true, offers: checked.data };
  const errors: PrintOfferErrors = {};
  // The form holds each size once, so every issue is one offer's.
  for (const issue of checked.error.issues) {
    const offer = chosen[Number(issue.path[0])];
    if (offer) errors[offerKey(offer.product, offer.size)] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A photo as a print file: its picture's size is the photo's own, and a vector drawing is drawn as SVG. */
const fileOfPicture = (picture: Picture): PrintFile => ({
  width: picture.width,
  height: picture.height,
  vector: picture.formats.some((format) => format.type === 'image/svg+xml'),
});

/**
 * The file her prints would be made from as the form stands: the server's word while her choice
 * of master is the one saved; else the photo she chose, a master just uploaded or, once she stops
 * using the master, the piece's first photo. Null when there is neither.
 */
export function printFileOf(
  saved: Pick<StudioPrintOffers, 'printMaster' | 'printFile'>,
  master: PrintMaster | null,
  firstPhoto: Picture | undefined,
): PrintFile | null {
  if (master?.photoId === saved.printMaster?.photoId) return saved.printFile;
  const picture = master?.picture ?? firstPhoto;
  return picture ? fileOfPicture(picture) : null;
}

/** `3000 × 4000 px`. */
export const pixelSize = ({ width, height }: PrintFile) => `${width} × ${height} px`;

export interface ResolutionNote {
  text: string;
  /** Below `minPrintDpi`: she may still offer it, warned. */
  soft: boolean;
}

/** How sharp the file prints at a size; nothing to say without a file, or of a vector drawing. */
export function resolutionNote(file: PrintFile | null, size: PrintSize): ResolutionNote | undefined {
  if (!file || file.vector) return undefined;
  const { dpi, enough } = printResolution(file, size);
  return enough
    ? { text: `${dpi} dpi at this size.`, soft: false }
    : {
        text: `Only ${dpi} dpi at this size: the print may look soft. ${minPrintDpi} dpi or more is best.`,
        soft: true,
      };
}
