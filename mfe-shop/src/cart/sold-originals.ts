import { artworkFunctions } from 'shared-contracts/artworks';
import type { OriginalCartItem } from 'shared-contracts/cart';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';

/**
 * The originals of the cart that sold, or left the site, while they sat there. A piece another
 * buyer holds may still come free, so it stays; the checkout's server refuses it if not.
 */
export async function soldOriginals(lines: readonly OriginalCartItem[]): Promise<OriginalCartItem[]> {
  const sold = await Promise.all(
    lines.map(async (line) => {
      try {
        const { artwork } = await invokeFunction(artworkFunctions, 'get-artwork', { slug: line.artworkSlug });
        return artwork.status === 'sold';
      } catch (error) {
        if (error instanceof FunctionCallError && error.status === 404) return true;
        // Unreachable now: the checkout's server decides.
        return false;
      }
    }),
  );
  return lines.filter((_, index) => sold[index]);
}

/** What the visitor reads when pieces were taken out of the cart. */
export const soldOriginalsNotice = (lines: readonly Pick<OriginalCartItem, 'name'>[]) =>
  `${lines.map((line) => `“${line.name}”`).join(', ')} ${lines.length > 1 ? 'were sold while in your cart, so they were' : 'was sold while in your cart, so it was'} taken out; the rest of your cart is kept.`;
