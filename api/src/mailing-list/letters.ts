import type { Picture } from 'shared-contracts/artworks';
import { pieceLine, pieceLinePattern, type Letter, type LetterPreview } from 'shared-contracts/list-desk';
import { formatUsd } from 'shared-contracts/pricing';
import type { StudioArtwork } from 'shared-contracts/studio';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { Refusal } from '../domain/refusal';
import { escapeMarkup } from '../http/markup';

/** A piece as a letter shows it: photo, title, price or "prints from", link. */
export interface LetterPiece {
  artwork: StudioArtwork;
  /** The lowest price of her prints of it, in dollars; null when she offers none. */
  printsFrom: number | null;
}

/** The widths mail programs show well: the photo is taken at the narrowest file at least this wide. */
const letterPhotoWidth = 600;
/** How wide the photo is drawn, inside a 560 px column. */
const shownWidth = 560;

/** The JPEG of the photo that e-mail programs handle: the narrowest at least 600 px wide, else the widest. */
export function letterPhoto(picture: Picture): { url: string; width: number } | undefined {
  const jpeg = picture.formats.find((format) => format.type === 'image/jpeg');
  if (!jpeg) return undefined;
  const byWidth = [...jpeg.files].sort((a, b) => a.width - b.width);
  return byWidth.find((file) => file.width >= letterPhotoWidth) ?? byWidth[byWidth.length - 1];
}

/** The ids of the pieces a letter's body shows, in order. */
export function piecesIn(body: string): string[] {
  return body
    .split('\n')
    .map((line) => pieceLinePattern.exec(line.trim())?.[1])
    .filter((id): id is string => id !== undefined);
}

const priceLine = ({ artwork, printsFrom }: LetterPiece): string => {
  const parts = [];
  if (artwork.status === 'available') parts.push(`Original ${formatUsd(artwork.price)}`);
  if (artwork.status === 'sold') parts.push('Original sold');
  if (printsFrom !== null) parts.push(`prints from ${formatUsd(printsFrom)}`);
  const line = parts.join(', ');
  return line && `${line[0]!.toUpperCase()}${line.slice(1)}`;
};

/** The announcement of a piece she has just shown, for her to edit. */
export function announcement(piece: LetterPiece): Letter {
  const { artwork } = piece;
  const intro =
    artwork.status === 'available'
      ? `I have just finished a new piece, “${artwork.title}”, and you are among the first to see it. The original is one of a kind: once it is sold, it is gone.`
      : `I have just finished a new piece, “${artwork.title}”, and you are among the first to see it.`;
  return {
    subject: `New work: ${artwork.title}`,
    body: [
      'Hello friend,',
      intro,
      pieceLine(artwork.id),
      'Thank you for following my work. Every painting starts in prayer, and I love to hear where it lands.',
      `With gratitude,\n${siteConfig.artistName}`,
    ].join('\n\n'),
  };
}

/** The links a letter's foot carries: to the site, and the subscriber's own unsubscribe page. */
interface LetterLinks {
  publicUrl: string;
  unsubscribe: string;
}

/**
 * A letter as e-mail, in HTML and plain text: each paragraph as she wrote it, each piece line as
 * the piece, and at the foot why it came and how to stop it.
 */
export function renderLetter(
  letter: Letter,
  pieces: ReadonlyMap<string, LetterPiece>,
  links: LetterLinks,
): LetterPreview {
  const blocks = letter.body.trim().split(/\n\s*\n/);
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trimEnd());
    let paragraph: string[] = [];
    const flush = () => {
      if (!paragraph.length) return;
      text.push(paragraph.join('\n'));
      html.push(`<p style="margin:0 0 16px">${paragraph.map(escapeMarkup).join('<br>')}</p>`);
      paragraph = [];
    };
    for (const line of lines) {
      const id = pieceLinePattern.exec(line.trim())?.[1];
      const piece = id === undefined ? undefined : pieces.get(id);
      if (!piece) {
        paragraph.push(line);
        continue;
      }
      flush();
      const shown = pieceShown(piece, links.publicUrl);
      text.push(shown.text);
      html.push(shown.html);
    }
    flush();
  }
  const { businessName } = siteConfig;
  const foot = `You are receiving this because you asked ${businessName} for news of new work.`;
  text.push(`--\n${foot}\nUnsubscribe: ${links.unsubscribe}`);
  html.push(
    `<p style="margin:32px 0 0;font-size:13px;color:#6b6b6b">${escapeMarkup(foot)}<br><a href="${escapeMarkup(links.unsubscribe)}" style="color:#6b6b6b">Unsubscribe</a></p>`,
  );
  return {
    subject: letter.subject.trim(),
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(letter.subject.trim())}</title></head><body style="margin:0;padding:24px;background:#faf7f2"><div style="font-family:Georgia,serif;color:#2b2b2b;line-height:1.5;max-width:${shownWidth}px;margin:0 auto">${html.join('')}</div></body></html>`,
  };
}

function pieceShown(piece: LetterPiece, publicUrl: string): { text: string; html: string } {
  const { artwork } = piece;
  const link = `${publicUrl}${sitePaths.artwork(artwork.slug)}`;
  const price = priceLine(piece);
  const photo = artwork.photos[0];
  const file = photo && letterPhoto(photo.picture);
  const image =
    photo && file
      ? `<a href="${escapeMarkup(link)}"><img src="${escapeMarkup(new URL(file.url, publicUrl).href)}" width="${shownWidth}" alt="${escapeMarkup(photo.alt)}" style="display:block;width:100%;max-width:${shownWidth}px;height:auto;border:0"></a>`
      : '';
  return {
    text: [artwork.title, price, link].filter(Boolean).join('\n'),
    html: `<div style="margin:0 0 24px">${image}<p style="margin:12px 0 0;font-size:18px"><a href="${escapeMarkup(link)}" style="color:#2b2b2b">${escapeMarkup(artwork.title)}</a></p>${price ? `<p style="margin:4px 0 0">${escapeMarkup(price)}</p>` : ''}<p style="margin:8px 0 0"><a href="${escapeMarkup(link)}" style="color:#7a5c2e">See the piece</a></p></div>`,
  };
}

/** A piece a letter may show: one visitors can see. */
export function checkShown(artwork: StudioArtwork): void {
  if (artwork.status === 'draft')
    throw new Refusal('invalid', `“${artwork.title}” is a draft: publish it before a letter shows it.`);
}
