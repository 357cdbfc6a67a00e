import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { siteConfig } from 'shared-contracts/site-config';
import { etagOf, matchesIfNoneMatch } from '../http/entity-tags';
import { escapeMarkup } from '../http/markup';

/** The picture a shared link of a page without one of its own shows: the site's card, 1200 × 630. */
export const socialCard = { path: '/social-card.png', width: 1200, height: 630 } as const;

/** The card's background and words, as SVG: the business's name and its tagline on the site's colours. */
function cardSvg(): string {
  const { width, height } = socialCard;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fbf8f3"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="#5b3a8c"/>
  <text x="600" y="360" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="84" font-weight="700" fill="#2a2233">${escapeMarkup(siteConfig.businessName)}</text>
  <text x="600" y="440" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-style="italic" font-size="44" fill="#7d5610">${escapeMarkup(siteConfig.tagline)}</text>
</svg>`;
}

/** The brand mark's size on the card, in pixels. */
const markSize = 120;

/**
 * Serves the site's card: its words, with the site's icon (`markFile`, the shell's favicon.svg)
 * as the brand mark above them, drawn on first request and kept for the life of the process.
 */
export function serveSocialCard(app: FastifyInstance, markFile: string) {
  const svg = cardSvg();
  let drawn: Promise<{ png: Buffer; tag: string }> | undefined;
  const draw = async () => {
    const mark = await readFile(markFile);
    const png = await sharp(Buffer.from(svg))
      .composite([
        {
          input: await sharp(mark).resize(markSize, markSize).png().toBuffer(),
          left: (socialCard.width - markSize) / 2,
          top: 110,
        },
      ])
      .png()
      .toBuffer();
    return { png, tag: etagOf(svg + mark.toString('base64')) };
  };
  app.get(socialCard.path, async (request, reply) => {
    // A failed drawing (the icon mid-deploy, say) is tried again on the next request.
    drawn ??= draw().catch((error: unknown) => {
      drawn = undefined;
      throw error;
    });
    const { png, tag } = await drawn;
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', tag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });
}
