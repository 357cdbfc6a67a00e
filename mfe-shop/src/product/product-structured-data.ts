import type { Product, Variant } from 'shared-contracts/catalog';

/**
 * The product as schema.org Product data, so search engines can show its name, picture,
 * price and availability. Returns the function that removes it again.
 */
export function publishProductData(
  product: Product,
  variant: Variant,
  image: string | undefined,
  inStock: boolean,
): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: image ? new URL(image, window.location.origin).href : undefined,
    description:
      'Faith-inspired apparel in a premium cotton blend, printed on demand with high-quality direct-to-garment printing.',
    sku: String(variant.id),
    offers: {
      '@type': 'Offer',
      price: variant.retail_price,
      priceCurrency: variant.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: window.location.href,
    },
  });
  document.head.append(script);
  return () => script.remove();
}
