import { previewImages, productSummary } from 'shared-contracts/catalog';
import { artworkAddressSchema, type Picture, type PublicArtwork } from 'shared-contracts/artworks';
import { siteConfig } from 'shared-contracts/site-config';
import { printsSummary } from 'shared-contracts/prints';
import {
  notFoundMeta,
  pageAddress,
  pageAt,
  titled,
  titledIn,
  titleSeparator,
  type Page,
} from 'shared-contracts/site-manifest';
import {
  breadcrumbData,
  businessData,
  faqData,
  productData,
  type StructuredData,
} from 'shared-contracts/structured-data';
import type { SiteWords } from 'shared-contracts/site-words';
import type { AppConfig } from '../config/config';
import type { PrintOffers } from '../prints/print-offers';
import type { SiteReadDeps } from './read-functions';
import type { FastifyBaseLogger } from 'fastify';
import { socialCard } from './social-card';
import { Refusal } from '../domain/refusal';

/**
 * What the served HTML says of a page before any script runs, for search engines and link
 * previews (Facebook, Pinterest, iMessage, WhatsApp, Slack read no script): its title and
 * description, its one address, the picture a shared link shows, and its schema.org data.
 */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  indexed: boolean;
  /** Absolute; an alias names the page's own path. Absent on a 404. */
  canonical?: string;
  type: 'website' | 'product';
  image: { url: string; width?: number; height?: number; alt: string };
  structuredData: StructuredData[];
}

/** What a page's head is written from: the site's address, the catalogue, her pieces and prints. */
export interface PageHeadDeps extends SiteReadDeps {
  config: Pick<AppConfig, 'publicUrl'>;
  prints: SiteReadDeps['prints'] & Pick<PrintOffers, 'pageWithPicture'>;
  log: FastifyBaseLogger;
}

/** Link previews want a picture at least 1200 px wide. */
const previewWidth = 1200;

/**
 * The JPEG of a picture to show in a link preview (crawlers take JPEG; not every one takes
 * AVIF or WebP): the narrowest file at least 1200 px wide, else the widest there is.
 */
function previewOf(picture: Picture | undefined, absolute: (path: string) => string): PageHead['image'] | undefined {
  const jpeg = picture?.formats.find((format) => format.type === 'image/jpeg');
  if (!picture || !jpeg) return undefined;
  const byWidth = [...jpeg.files].sort((a, b) => a.width - b.width);
  const file = byWidth.find((candidate) => candidate.width >= previewWidth) ?? byWidth.at(-1)!;
  return {
    url: absolute(file.url),
    width: file.width,
    height: Math.round((file.width * picture.height) / picture.width),
    alt: picture.alt,
  };
}

const artworkAvailability = {
  available: 'InStock',
  reserved: 'LimitedAvailability',
  sold: 'SoldOut',
} as const satisfies Partial<Record<PublicArtwork['status'], string>>;

/** Her words that describe a page, where she writes them: its introduction. */
const describedBy: Partial<Record<string, (words: SiteWords) => string>> = {
  Home: (words) => {
    const headline = words['home.headline'].trim();
    return `${headline}${/[.!?:]$/.test(headline) ? '' : '.'} ${words['home.intro']}`;
  },
  About: (words) => words['about.paragraph1'],
  Contact: (words) => words['contact.lead'],
  CustomPaintings: (words) => words['customPaintings.lead'],
  ShippingReturns: (words) => words['shippingReturns.lead'],
  Privacy: (words) => words['privacy.lead'],
  Terms: (words) => words['terms.lead'],
  Faq: (words) => words['faq.lead'],
};

/**
 * The head of the page at `pathname`, in her words where the page is hers to write (`words`,
 * as the page is served with them), or the 404's where there is no such page or thing.
 */
export async function pageHead(
  pathname: string,
  { config, catalog, artworks, prints, commissions, log }: PageHeadDeps,
  words: SiteWords,
): Promise<PageHead> {
  const absolute = (path: string) => new URL(path, `${config.publicUrl}/`).href;
  const card = {
    url: absolute(socialCard.path),
    width: socialCard.width,
    height: socialCard.height,
    alt: siteConfig.tagline,
  };
  const notFound: PageHead = { ...notFoundMeta, status: 404, type: 'website', image: card, structuredData: [] };
  const address = pageAddress(pathname);
  if (!address) return notFound;
  const { page, canonical, parameter } = address;
  const url = absolute(canonical);
  const screen = 'exposed' in page.screen ? page.screen.exposed : undefined;
  const herDescription = screen && describedBy[screen]?.(words).replace(/\s+/g, ' ').trim();
  const contact = {
    email: words['contact.email'],
    profiles: [words['contact.instagram'], words['contact.facebook'], words['contact.pinterest']],
  };
  const base: PageHead = {
    status: 200,
    title: page.title,
    description: herDescription ? shortened(herDescription) : page.description,
    indexed: page.indexed,
    canonical: url,
    type: 'website',
    image: card,
    structuredData: page.path === '/' ? businessData(config.publicUrl, absolute('/favicon.svg'), contact) : [],
  };
  const trail = (name: string) =>
    breadcrumbData([
      ...parentsOf(page).map((parent) => ({ name: parent.name, url: absolute(parent.path) })),
      { name, url },
    ]);

  if (screen === 'ProductDetail' && parameter !== undefined) {
    const products = await catalog.products().catch((error: unknown) => {
      log.warn({ err: error }, 'a product page was served without its own head: the catalogue is unavailable');
      return undefined;
    });
    if (!products) return base;
    const product = products.find((candidate) => String(candidate.id) === parameter);
    const variant = product?.sync_variants[0];
    if (!product || !variant) return notFound;
    const picture = product.thumbnail ?? previewImages(variant)[0];
    const description = productSummary(product, variant);
    return {
      ...base,
      title: titled(product.name),
      description,
      type: 'product',
      image: picture ? { url: absolute(picture), alt: product.name } : card,
      structuredData: [
        productData({
          name: product.name,
          description,
          url,
          image: picture && absolute(picture),
          sku: String(variant.id),
          price: { amount: variant.retail_price, currency: variant.currency },
          availability: variant.inStock ? 'InStock' : 'OutOfStock',
        }),
        trail(product.name),
      ],
    };
  }

  // A piece's or a print's address is a slug; any other is none of hers, and is not looked up.
  // When her records cannot be read, the page is served with its section's head (null), not a 404.
  const slug = artworkAddressSchema.safeParse({ slug: parameter }).data?.slug;
  const unavailable = (what: string) => (error: unknown) => {
    log.warn({ err: error }, `a ${what} page was served without its own head: the studio's records are unavailable`);
    return null;
  };

  if (screen === 'Artwork' && parameter !== undefined) {
    if (!slug) return notFound;
    const artwork = await artworks.publicArtwork(slug).catch(unavailable('piece'));
    if (artwork === null) return base;
    if (!artwork) return notFound;
    const description = artwork.description || `${artwork.title}, an original painting by ${siteConfig.artistName}.`;
    const image = previewOf(artwork.photos[0], absolute) ?? card;
    const availability = artworkAvailability[artwork.status as keyof typeof artworkAvailability];
    return {
      ...base,
      title: titledIn('Fine Art', artwork.title),
      description,
      type: 'product',
      image,
      structuredData: [
        ...(availability
          ? [
              productData({
                name: artwork.title,
                description,
                url,
                image: image.url,
                price: { amount: artwork.price, currency: 'USD' },
                availability,
              }),
            ]
          : []),
        trail(artwork.title),
      ],
    };
  }

  if (screen === 'Print' && parameter !== undefined) {
    if (!slug) return notFound;
    const shown = await prints.pageWithPicture(slug).catch(unavailable('print'));
    if (shown === null) return base;
    if (!shown) return notFound;
    const { page: print, picture } = shown;
    const prices = print.choices.map((choice) => choice.price);
    const mockup = print.choices[0]!.mockup;
    const description = printsSummary(print, siteConfig.artistName);
    // The piece's own photo near 1200 px, as a JPEG every link preview reads; else a mock-up.
    const image = previewOf(picture, absolute) ?? {
      url: absolute(mockup.url),
      width: mockup.width,
      height: mockup.height,
      alt: `${print.title}, as a print`,
    };
    return {
      ...base,
      title: titledIn('Prints', print.title),
      description,
      type: 'product',
      image,
      structuredData: [
        productData({
          name: `${print.title} (print)`,
          description,
          url,
          image: image.url,
          price: { low: Math.min(...prices), high: Math.max(...prices), currency: 'USD' },
          availability: 'InStock',
        }),
        trail(print.title),
      ],
    };
  }

  if (screen === 'ProposalExample' && parameter !== undefined) {
    const example = await commissions.example(parameter).catch((error: unknown) => {
      if (error instanceof Refusal && error.kind === 'not-found') return undefined;
      throw error;
    });
    if (!example) return notFound;
    const description = example.sections
      .find((section) => section.text)
      ?.text.replace(/\s+/g, ' ')
      .trim();
    return {
      ...base,
      title: titled(`${example.title}${titleSeparator}Proposal`),
      description: description ? shortened(description) : base.description,
      structuredData: [trail(example.title)],
    };
  }

  if (page.path === '/') return base;
  const faq = screen === 'Faq' ? faqData(words['faq.text']) : [];
  return { ...base, structuredData: [...faq, trail(shortName(page))] };
}

/** A description as search engines show one: at most about 160 characters. */
const shortened = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/** A page's name in a trail: its title without the business. */
function shortName(page: Page): string {
  return page.title.replace(`${titleSeparator}${siteConfig.businessName}`, '');
}

/** The pages above each page, found once: the site manifest does not change while the server runs. */
const parentsFound = new Map<Page, { name: string; path: string }[]>();

function parentsOf(page: Page): { name: string; path: string }[] {
  let parents = parentsFound.get(page);
  if (!parents) parentsFound.set(page, (parents = findParents(page)));
  return parents;
}

/** The pages above a page, from the home page: /merch above /merch/product/:productId. */
function findParents(page: Page): { name: string; path: string }[] {
  const home = pageAt('/')!;
  const steps = [{ name: 'Home', path: home.path }];
  if (page === home) return [];
  const segments = page.path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  for (let length = segments.length - (page.path.includes('/:') ? 0 : 1); length > 0; length--) {
    const parent = pageAt(`/${segments.slice(0, length).join('/')}`);
    if (parent && parent !== page) {
      steps.push({ name: shortName(parent), path: parent.path });
      break;
    }
  }
  return steps;
}
