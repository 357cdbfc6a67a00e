import type { FastifyInstance } from 'fastify';
import { pages, type Page } from 'shared-contracts/site-manifest';
import type { PageHeadDeps } from './page-heads';
import { escapeMarkup } from '../http/markup';
import { siteParts, sitePartNames, type SiteText } from 'shared-contracts/site-words';
import type { SiteTextStore } from '../site-words/site-text';

/**
 * Addresses that are no pages of the site: the functions and the embedded hosted payment page.
 * Pages that stay out of search results are not listed here: a crawler must be allowed to
 * fetch them to read their `noindex`.
 */
const disallowedPaths = ['/functions/', '/pay/'];

/** A page's screen, by the name its remote exposes it under. */
type ScreenName = Extract<Page['screen'], { exposed: string }>['exposed'];

/**
 * The addresses one indexed page stands at: itself, or one for each value of its parameter,
 * by its screen (a product page for every product, a print page for every piece offered as prints,
 * a page for every proposal she shows as an example).
 */
function listedAddresses(page: Page, values: Partial<Record<ScreenName, readonly string[]>>): string[] {
  const parameter = /:(\w+)/.exec(page.path)?.[1];
  if (!parameter) return [page.path];
  const known = 'exposed' in page.screen ? values[page.screen.exposed] : undefined;
  if (!known) throw new Error(`The sitemap has no values for :${parameter} of ${page.path}.`);
  return known.map((value) => page.path.replace(`:${parameter}`, encodeURIComponent(value)));
}

/**
 * The day a page's words last changed, where she changed them: its own part of the site, or the
 * footer every page carries. Undefined for a page whose words are still the spec's.
 */
function lastChanged(path: string, changed: SiteText['changed']): string | undefined {
  const days = sitePartNames
    .filter((part) => part === 'footer' || siteParts[part].path === path)
    .flatMap((part) => changed[part] ?? []);
  return days.sort().at(-1);
}

/**
 * robots.txt, and a sitemap.xml that lists exactly the indexed pages of the site manifest, each
 * page she wrote with the day she last changed it.
 */
export async function searchEngineFiles(
  app: FastifyInstance,
  {
    config,
    catalog,
    artworks: pieces,
    prints: offers,
    commissions,
    siteText,
    log,
  }: PageHeadDeps & { siteText: Pick<SiteTextStore, 'published'> },
) {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      ...disallowedPaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const products = await catalog.products().catch((error: unknown) => {
      log.warn({ err: error }, 'sitemap written without product pages: the catalogue is unavailable');
      return [];
    });
    const [artworks, prints, examples, { changed }] = await Promise.all([
      pieces.publicList(),
      offers.listings(),
      commissions.examples(),
      siteText.published(),
    ]);
    const values = {
      ProductDetail: products.map((product) => String(product.id)),
      Artwork: artworks.map((artwork) => artwork.slug),
      Print: prints.map((print) => print.slug),
      ProposalExample: examples.map((example) => example.id),
    };
    const urls = pages
      .filter((page) => page.indexed)
      .flatMap((page: Page) => listedAddresses(page, values))
      .map((path) => {
        const day = lastChanged(path, changed);
        const lastmod = day ? `<lastmod>${day}</lastmod>` : '';
        return `  <url><loc>${escapeMarkup(`${config.publicUrl}${path}`)}</loc>${lastmod}</url>`;
      });
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
