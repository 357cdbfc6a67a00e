import type { FastifyInstance } from 'fastify';
import { sitePaths } from 'shared-contracts/site-config';
import type { Services } from '../services';

/** The pages search engines should list; checkout, payment and onboarding pages are not among them. */
const indexedPaths = [
  sitePaths.home,
  sitePaths.meetArtist,
  sitePaths.fineArt,
  sitePaths.prints,
  sitePaths.merch,
  sitePaths.customPaintings,
  sitePaths.contact,
  sitePaths.proposals,
  sitePaths.muralProposal,
  sitePaths.logoProposal,
];

const privatePaths = [
  sitePaths.checkout,
  sitePaths.logoPayment,
  sitePaths.logoThankYou,
  sitePaths.logoOnboarding,
  sitePaths.paymentSuccess,
  '/pay/',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** robots.txt and a sitemap.xml with every public page and product. */
export async function searchEngineFiles(app: FastifyInstance, { config, catalog, log }: Services) {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      ...privatePaths.map((path) => `Disallow: ${path}`),
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
    const urls = [...indexedPaths, ...products.map((product) => sitePaths.product(product.id))].map(
      (path) => `  <url><loc>${escapeXml(`${config.publicUrl}${path}`)}</loc></url>`,
    );
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
