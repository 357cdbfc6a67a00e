import { productSummary, type Product, type Variant } from 'shared-contracts/catalog';
import { productData } from 'shared-contracts/structured-data';

/** The schema.org data the server wrote into the page for its product, if any. */
function servedProductData(): HTMLScriptElement | undefined {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].find(
    (script) => (JSON.parse(script.textContent || '{}') as { '@type'?: unknown })['@type'] === 'Product',
  );
}

/**
 * The chosen variant as schema.org Product data, so search engines that run the page see its
 * picture, price and availability: in place of the data the server wrote for the product's
 * first variant, or added. Returns the function that puts back what was there.
 */
export function publishProductData(
  product: Product,
  variant: Variant,
  image: string | undefined,
  inStock: boolean,
): () => void {
  const served = servedProductData();
  const script = served ?? document.createElement('script');
  const before = served?.textContent;
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(
    productData({
      name: product.name,
      description: productSummary(product, variant),
      url: window.location.href,
      image: image && new URL(image, window.location.origin).href,
      sku: String(variant.id),
      price: { amount: variant.retail_price, currency: variant.currency },
      availability: inStock ? 'InStock' : 'OutOfStock',
    }),
  );
  if (!served) document.head.append(script);
  return () => {
    if (served) served.textContent = before ?? '';
    else script.remove();
  };
}
