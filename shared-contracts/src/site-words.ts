import { createContext, useContext } from 'react';
import * as z from 'zod/mini';
import { formatUsd, specPrices, type SitePrices } from 'shared-contracts/pricing';
import { ephesians210, siteConfig, sitePaths } from 'shared-contracts/site-config';
import { policyMarkdown, sitePolicies } from 'shared-contracts/site-policies';

export { specPrices, type SitePrices };

/**
 * Her words and her prices: every piece of the spec's copy she may rewrite from the studio's
 * Site section, and the one record of the prices the design service, the shop's shipping and
 * tax, the pages and the server all read. The spec's words are the defaults; what she publishes
 * is kept as versions, and every page is served with the published one (`SiteText`).
 */

/** The parts of the site she edits, each previewed on its own page. */
export const siteParts = {
  home: { name: 'Home', path: sitePaths.home },
  about: { name: 'About', path: sitePaths.meetArtist },
  contact: { name: 'Contact', path: sitePaths.contact },
  customPaintings: { name: 'Custom paintings', path: sitePaths.customPaintings },
  shippingReturns: { name: 'Shipping & Returns', path: sitePaths.shippingReturns },
  privacy: { name: 'Privacy', path: sitePaths.privacy },
  terms: { name: 'Terms', path: sitePaths.terms },
  faq: { name: 'FAQ', path: sitePaths.faq },
  footer: { name: 'Footer', path: sitePaths.home },
} as const;

export type SitePart = keyof typeof siteParts;
export const sitePartNames = Object.keys(siteParts) as SitePart[];

/**
 * How a field is written: a line; a paragraph; lines (one item a line); formatted text
 * (Markdown: headings, paragraphs, lists, bold and links, never HTML); an e-mail address; a
 * web address (https).
 */
export type WordKind = 'line' | 'paragraph' | 'lines' | 'formatted' | 'email' | 'link';

export interface WordField {
  part: SitePart;
  /** How the studio and its change log name it: "About, paragraph 2". */
  label: string;
  kind: WordKind;
}

const field = (part: SitePart, label: string, kind: WordKind = 'line'): WordField => ({ part, label, kind });

/** Every field she can change, in the order the studio shows them. */
export const wordFields = {
  'home.role': field('home', 'Above the headline'),
  'home.headline': field('home', 'Headline'),
  'home.scripture': field('home', 'Scripture', 'paragraph'),
  'home.scriptureReference': field('home', 'Scripture reference'),
  'home.intro': field('home', 'Introduction', 'paragraph'),
  'home.collectionsTitle': field('home', 'Collections heading'),
  'home.collectionsLead': field('home', 'Collections introduction', 'paragraph'),
  'home.fineArtTitle': field('home', 'Fine Art card, title'),
  'home.fineArtText': field('home', 'Fine Art card, text', 'paragraph'),
  'home.fineArtButton': field('home', 'Fine Art card, button'),
  'home.printsTitle': field('home', 'Prints card, title'),
  'home.printsText': field('home', 'Prints card, text', 'paragraph'),
  'home.printsButton': field('home', 'Prints card, button'),
  'home.commissionsTitle': field('home', 'Commissions card, title'),
  'home.commissionsText': field('home', 'Commissions card, text', 'paragraph'),
  'home.commissionsButton': field('home', 'Commissions card, button'),
  'home.merchTitle': field('home', 'Merch card, title'),
  'home.merchText': field('home', 'Merch card, text', 'paragraph'),
  'home.merchButton': field('home', 'Merch card, button'),
  'home.giftCardsTitle': field('home', 'Gift Cards card, title'),
  'home.giftCardsText': field('home', 'Gift Cards card, text', 'paragraph'),
  'home.giftCardsButton': field('home', 'Gift Cards card, button'),
  'about.title': field('about', 'Heading'),
  'about.paragraph1': field('about', 'Paragraph 1', 'paragraph'),
  'about.paragraph2': field('about', 'Paragraph 2', 'paragraph'),
  'about.paragraph3': field('about', 'Paragraph 3', 'paragraph'),
  'about.scripture': field('about', 'Scripture', 'paragraph'),
  'about.scriptureReference': field('about', 'Scripture reference'),
  'about.trait1Title': field('about', 'Trait 1, title'),
  'about.trait1Text': field('about', 'Trait 1, text', 'paragraph'),
  'about.trait2Title': field('about', 'Trait 2, title'),
  'about.trait2Text': field('about', 'Trait 2, text', 'paragraph'),
  'about.trait3Title': field('about', 'Trait 3, title'),
  'about.trait3Text': field('about', 'Trait 3, text', 'paragraph'),
  'contact.lead': field('contact', 'Introduction', 'paragraph'),
  'contact.email': field('contact', 'E-mail', 'email'),
  'contact.responseTime': field('contact', 'Response time', 'paragraph'),
  'contact.availability': field('contact', 'Availability', 'lines'),
  'contact.instagram': field('contact', 'Instagram', 'link'),
  'contact.facebook': field('contact', 'Facebook', 'link'),
  'contact.pinterest': field('contact', 'Pinterest', 'link'),
  'customPaintings.lead': field('customPaintings', 'Introduction', 'paragraph'),
  'customPaintings.step1Title': field('customPaintings', 'Step 1, title'),
  'customPaintings.step1Text': field('customPaintings', 'Step 1, text', 'paragraph'),
  'customPaintings.step2Title': field('customPaintings', 'Step 2, title'),
  'customPaintings.step2Text': field('customPaintings', 'Step 2, text', 'paragraph'),
  'customPaintings.step3Title': field('customPaintings', 'Step 3, title'),
  'customPaintings.step3Text': field('customPaintings', 'Step 3, text', 'paragraph'),
  'shippingReturns.lead': field('shippingReturns', 'Introduction', 'paragraph'),
  'shippingReturns.text': field('shippingReturns', 'The policy', 'formatted'),
  'privacy.lead': field('privacy', 'Introduction', 'paragraph'),
  'privacy.text': field('privacy', 'The policy', 'formatted'),
  'terms.lead': field('terms', 'Introduction', 'paragraph'),
  'terms.text': field('terms', 'The terms', 'formatted'),
  'faq.lead': field('faq', 'Introduction', 'paragraph'),
  'faq.text': field('faq', 'Questions and answers', 'formatted'),
  'footer.tagline': field('footer', 'Tagline'),
} as const satisfies Record<string, WordField>;

export type WordKey = keyof typeof wordFields;
export const wordKeys = Object.keys(wordFields) as WordKey[];

/** Every field's words. */
export type SiteWords = Record<WordKey, string>;

/** The longest words a field takes, by its kind. */
export const wordLimits: Record<WordKind, number> = {
  line: 200,
  paragraph: 2000,
  lines: 1000,
  formatted: 30000,
  email: 254,
  link: 500,
};

/** The spec's words, the defaults of every field; the policies and the FAQ name the prices. */
export function specWords(prices: SitePrices): SiteWords {
  const { artistName } = siteConfig;
  const policies = sitePolicies(prices);
  return {
    'home.role': 'Artist & Designer',
    'home.headline': 'Where Faith Meets Creativity',
    'home.scripture': 'May the favor of the Lord our God rest on us; establish the work of our hands for us.',
    'home.scriptureReference': 'Psalm 90:17',
    'home.intro': `Fine art, prints, custom paintings and murals, apparel and design by ${artistName}: made with love, rooted in faith.`,
    'home.collectionsTitle': 'Discover My Collections',
    'home.collectionsLead': 'Every piece begins with prayer and a blank page. Find yours.',
    'home.fineArtTitle': 'Fine Art',
    'home.fineArtText': 'Original paintings that tell stories of faith, hope and love, made by hand in the studio.',
    'home.fineArtButton': 'View Gallery',
    'home.printsTitle': 'Prints',
    'home.printsText': 'Custom NFL and college football prints, plus faith-inspired art prints for every room.',
    'home.printsButton': 'Shop Prints',
    'home.commissionsTitle': 'Commissions',
    'home.commissionsText':
      'Custom paintings and murals, from concept to canvas, made for your family, church or business.',
    'home.commissionsButton': 'Start Commission',
    'home.merchTitle': 'Merch',
    'home.merchText': 'Print-on-demand apparel that shares scripture and starts conversations.',
    'home.merchButton': 'Shop Merch',
    'home.giftCardsTitle': 'Gift Cards',
    'home.giftCardsText':
      'A gift for someone you love, to spend on originals, prints or merch, sent by e-mail on the day you choose.',
    'home.giftCardsButton': 'Give a Gift Card',
    'about.title': 'Meet the artist',
    'about.paragraph1': `Hi, I'm ${artistName}! My studio is a small, sunny room full of canvases, paint-splattered aprons and a golden retriever who believes every brush is a toy. Making studio art has always been the way I pray with my hands.`,
    'about.paragraph2':
      'Over the years my work has grown from easel paintings to large banners for churches, schools and events, custom clothing that carries a message, and graphic design for small businesses and ministries.',
    'about.paragraph3':
      'Whatever the size or the medium, everything I create is rooted in faith. My hope is that each piece points to the One who made us, and reminds you that you were made on purpose, for a purpose.',
    'about.scripture': ephesians210.text,
    'about.scriptureReference': ephesians210.reference,
    'about.trait1Title': 'Daughter of the King',
    'about.trait1Text': 'Everything starts with faith: it is the why behind every brushstroke.',
    'about.trait2Title': 'Chicago Bears fan',
    'about.trait2Text': 'Sundays mean church, then football. Bear Down!',
    'about.trait3Title': 'Dog mom of a golden retriever',
    'about.trait3Text': 'My studio assistant, chief morale officer and occasional paint thief.',
    'contact.lead': 'Questions about a painting, a print, a commission or a t-shirt? I would love to hear from you.',
    'contact.email': siteConfig.contactEmail,
    'contact.responseTime': 'I reply to every message within 24-48 hours.',
    'contact.availability': [
      'Commissions: booking about 4-6 weeks out',
      'Murals and banners: spring through fall',
      'Live painting at events: by request',
      'Logo and graphic design: two new projects a month',
    ].join('\n'),
    'contact.instagram': siteConfig.social.instagram,
    'contact.facebook': siteConfig.social.facebook,
    'contact.pinterest': siteConfig.social.pinterest,
    'customPaintings.lead':
      'A painting made for your story: portraits, landscapes, scripture pieces and murals, from concept to canvas.',
    'customPaintings.step1Title': 'Share your vision',
    'customPaintings.step1Text': 'Tell me the story, the size and the colours you love.',
    'customPaintings.step2Title': 'Sketch & approve',
    'customPaintings.step2Text': 'I send a concept sketch and a quote, and we refine it together.',
    'customPaintings.step3Title': 'Painted with love',
    'customPaintings.step3Text': 'I paint your piece, with updates along the way, then deliver it to you.',
    'shippingReturns.lead': policies.shippingReturns.lead,
    'shippingReturns.text': policyMarkdown(policies.shippingReturns),
    'privacy.lead': policies.privacy.lead,
    'privacy.text': policyMarkdown(policies.privacy),
    'terms.lead': policies.terms.lead,
    'terms.text': policyMarkdown(policies.terms),
    'faq.lead': policies.faq.lead,
    'faq.text': policyMarkdown(policies.faq),
    'footer.tagline': siteConfig.tagline,
  };
}

/** A price she sets: in cents, or for the tax in hundredths of a percent (800 is 8%). */
export interface PriceField {
  label: string;
  unit: 'cents' | 'basis-points';
  /** What it is, under its field. */
  hint: string;
}

export const priceFields: Record<keyof SitePrices, PriceField> = {
  logoCents: { label: 'Logo project', unit: 'cents', hint: 'The logo package of the logo proposal.' },
  completePackageCents: {
    label: 'Complete package (logo + book cover)',
    unit: 'cents',
    hint: 'The logo and book cover package.',
  },
  bookCoverCents: {
    label: 'Book cover',
    unit: 'cents',
    hint: 'A book cover on its own, as the logo proposal names it.',
  },
  muralDepositCents: { label: 'Mural deposit', unit: 'cents', hint: 'Paid on the mural proposal, before work starts.' },
  muralBalanceCents: {
    label: 'Mural balance',
    unit: 'cents',
    hint: 'Requested from the studio when the mural is done.',
  },
  freeShippingOverCents: {
    label: 'Free shipping over',
    unit: 'cents',
    hint: 'Merch and prints ship free when they come to more than this.',
  },
  flatShippingCents: { label: 'Shipping rate', unit: 'cents', hint: 'What merch and prints cost to ship below that.' },
  taxBasisPoints: { label: 'Sales tax', unit: 'basis-points', hint: 'Added to every order of goods.' },
};

export const priceKeys = Object.keys(priceFields) as (keyof SitePrices)[];

const cents = z.int().check(z.minimum(0, 'cannot be below zero'), z.maximum(10_000_000, 'is more than $100,000'));

export const sitePricesSchema = z.object({
  logoCents: cents,
  completePackageCents: cents,
  bookCoverCents: cents,
  muralDepositCents: cents,
  muralBalanceCents: cents,
  freeShippingOverCents: cents,
  flatShippingCents: cents,
  taxBasisPoints: z.int().check(z.minimum(0, 'cannot be below zero'), z.maximum(3000, 'is more than 30%')),
}) satisfies z.ZodMiniType<SitePrices>;

/** Her words as she keeps them: only the fields she changed, by key. */
export const changedWordsSchema = z.partialRecord(z.enum(wordKeys), z.string().check(z.maxLength(30000)));
export type ChangedWords = z.infer<typeof changedWordsSchema>;

/**
 * What every page is served with: the version published (0 for the spec's own), the words she
 * changed, her prices, and the day each part of the site last changed (YYYY-MM-DD), which
 * the policy pages show as "Last updated" and the sitemap as each page's date.
 */
export const siteTextSchema = z.object({
  version: z.int(),
  words: changedWordsSchema,
  prices: sitePricesSchema,
  changed: z.partialRecord(z.enum(sitePartNames), z.string()),
});
export type SiteText = z.infer<typeof siteTextSchema>;

/** The id of the script element that carries, in every page, the `SiteText` it was served with. */
export const siteTextElementId = 'site-text';

/** The site as the spec writes it: what a page shows before she changes anything. */
export const specSiteText: SiteText = { version: 0, words: {}, prices: specPrices, changed: {} };

/** Every field's words: hers where she changed one, else the spec's (which name her prices). */
export function wordsOf(text: Pick<SiteText, 'words' | 'prices'>): SiteWords {
  return { ...specWords(text.prices), ...text.words };
}

/** The site's words and prices as a page reads them. */
export interface ResolvedSiteText {
  version: number;
  words: SiteWords;
  prices: SitePrices;
  changed: SiteText['changed'];
}

export const resolveSiteText = (text: SiteText): ResolvedSiteText => ({ ...text, words: wordsOf(text) });

/** The words and prices the page was served with; the shell provides it, the spec's until then. */
export const SiteTextContext = createContext<ResolvedSiteText>(resolveSiteText(specSiteText));

export const useSiteWords = (): SiteWords => useContext(SiteTextContext).words;
export const useSitePrices = (): SitePrices => useContext(SiteTextContext).prices;
export const useSiteText = (): ResolvedSiteText => useContext(SiteTextContext);

/** The tax rate a price record sets, as a fraction: 0.08. */
export const taxRateOf = (prices: SitePrices) => prices.taxBasisPoints / 10000;

/** A price of the record, as pages write money: "$300.00". */
export const priceText = (priceCents: number) => formatUsd(priceCents / 100);
