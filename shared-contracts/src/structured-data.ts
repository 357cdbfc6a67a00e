import { siteConfig } from 'shared-contracts/site-config';

/**
 * schema.org data a page carries for search engines and shopping listings, as JSON-LD: the
 * server writes it into the page it serves, and the product page keeps it in step with the
 * variant a visitor chooses.
 */
export type StructuredData = Record<string, unknown>;

const context = 'https://schema.org';

export interface Offered {
  name: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  image?: string;
  sku?: string;
  /** What it costs: one price, or the lowest and highest of its choices. */
  price: { amount: number | string; currency: string } | { low: number; high: number; currency: string };
  availability: 'InStock' | 'OutOfStock' | 'SoldOut' | 'LimitedAvailability';
}

/** A product with its offer: a garment, an original painting or the prints of one. */
export function productData({ name, description, url, image, sku, price, availability }: Offered): StructuredData {
  const offer =
    'low' in price
      ? {
          '@type': 'AggregateOffer',
          lowPrice: String(price.low),
          highPrice: String(price.high),
          priceCurrency: price.currency,
        }
      : { '@type': 'Offer', price: String(price.amount), priceCurrency: price.currency };
  return {
    '@context': context,
    '@type': 'Product',
    name,
    description,
    ...(image && { image }),
    ...(sku && { sku }),
    brand: { '@type': 'Brand', name: siteConfig.businessName },
    offers: { ...offer, availability: `${context}/${availability}`, url },
  };
}

/** How the business is reached, as she wrote it: her e-mail and the addresses of her pages elsewhere. */
export interface BusinessContact {
  email: string;
  profiles: readonly string[];
}

/** The business and its site, for the home page. */
export function businessData(siteUrl: string, logoUrl: string, contact: BusinessContact): StructuredData[] {
  return [
    {
      '@context': context,
      '@type': 'Organization',
      name: siteConfig.businessName,
      url: `${siteUrl}/`,
      logo: logoUrl,
      email: contact.email,
      sameAs: contact.profiles.filter(Boolean),
    },
    { '@context': context, '@type': 'WebSite', name: siteConfig.businessName, url: `${siteUrl}/` },
  ];
}

/**
 * The FAQ's questions and answers, from her formatted text: each level-2 heading a question,
 * the text under it (its formatting marks left as written) the answer.
 */
export function faqData(text: string): StructuredData[] {
  const questions = text
    .split(/^## /m)
    .slice(1)
    .map((block) => {
      const [question = '', ...answer] = block.split('\n');
      return { question: question.trim(), answer: answer.join(' ').replace(/\s+/g, ' ').trim() };
    })
    .filter(({ question, answer }) => question && answer);
  if (questions.length === 0) return [];
  return [
    {
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: questions.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  ];
}

/** Where a page sits in the site: each step's name and absolute address, from the home page. */
export function breadcrumbData(steps: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
