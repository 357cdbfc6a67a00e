import { publicArtworkStatuses, type Picture } from 'shared-contracts/artworks';
import { formatUsd } from 'shared-contracts/pricing';
import { printLabel, printProductKeys, type PrintOffer, type PrintProductKey } from 'shared-contracts/print-products';
import type { Mockup, PrintListing, PrintPage } from 'shared-contracts/prints';
import type { StudioPrintOffers } from 'shared-contracts/studio';
import type { Database, Queryable } from '../db/database';
import { Refusal } from '../domain/refusal';
import { mediaPath } from '../media/media-library';
import type { ArtworksRepository } from '../artworks/artworks-repository';

/** What the prints need of the photo library: pictures, sizes, mock-ups and the files to print. */
export interface PrintMedia {
  pictures(photoIds: readonly string[]): Promise<Map<string, Omit<Picture, 'alt'>>>;
  printSize(photoId: string): Promise<{ width: number; height: number; vector: boolean } | undefined>;
  mockup(photoId: string, product: PrintProductKey, size: string): Promise<Mockup>;
  printFile(photoId: string): Promise<string>;
  exists(photoId: string): Promise<boolean>;
}

interface OfferRow {
  artwork_id: string;
  product: PrintProductKey;
  size: string;
  price_cents: number;
  mockup_name: string;
  mockup_width: number;
  mockup_height: number;
}

/** A piece with what its prints show and are made from. */
interface PieceRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The first photo: what the piece looks like. */
  photo_id: string | null;
  photo_alt: string | null;
  print_master_photo_id: string | null;
}

const pieceColumns = `a.id, a.slug, a.title, a.description, a.print_master_photo_id,
  (SELECT p.photo_id FROM artwork_photos p WHERE p.artwork_id = a.id ORDER BY p.position LIMIT 1) AS photo_id,
  (SELECT p.alt FROM artwork_photos p WHERE p.artwork_id = a.id ORDER BY p.position LIMIT 1) AS photo_alt`;

/**
 * The prints of a piece are for sale while the piece itself is shown: Available or Sold. A
 * draft's, or one kept Not for sale, are not, as the piece's own page is not.
 */
const shownPiece = `a.status IN ('${publicArtworkStatuses.join("','")}')`;

/** Products in the order the shop lists them, then sizes as she offered them. */
const offerOrder = `array_position(ARRAY['${printProductKeys.join("','")}'], o.product), o.position`;

const offerText = (offer: { product: PrintProductKey; size: string; price: number }) =>
  `${printLabel(offer.product, offer.size)} ${formatUsd(offer.price)}`;

/** A print as a checkout prices it: her price, and what the print shop is sent. */
export interface PrintForSale {
  artworkId: string;
  slug: string;
  title: string;
  product: PrintProductKey;
  size: string;
  priceCents: number;
}

/**
 * The prints she offers of her artworks: chosen in the studio, listed on /prints for every
 * piece that is not a draft (a sold original can still be had as a print), each with a mock-up
 * made when she saves them.
 */
export class PrintOffers {
  constructor(
    private readonly db: Database,
    private readonly media: PrintMedia,
    private readonly artworks: ArtworksRepository,
    /** Told when a piece's prints or photo changed, so their mock-ups can be drawn again elsewhere too. */
    private readonly changed: (artworkId: string) => Promise<void> = async () => {},
  ) {}

  async studioOffers(artworkId: string): Promise<StudioPrintOffers> {
    const piece = await this.piece(this.db, artworkId);
    const offers = await this.offersOf(this.db, [artworkId]);
    const master = piece.print_master_photo_id;
    const masterPicture = master ? (await this.media.pictures([master])).get(master) : undefined;
    const printPhoto = master ?? piece.photo_id;
    return {
      artworkId,
      offers: offers.map(({ product, size, price_cents }) => ({ product, size, price: price_cents / 100 })),
      printMaster:
        master && masterPicture ? { photoId: master, picture: { ...masterPicture, alt: 'Print master' } } : null,
      printFile: (printPhoto && (await this.media.printSize(printPhoto))) || null,
    };
  }

  /** Replaces the prints offered of a piece, with a fresh mock-up of each, and records the change. */
  async save(artworkId: string, offers: readonly PrintOffer[], printMasterPhotoId: string | null) {
    const piece = await this.piece(this.db, artworkId);
    if (printMasterPhotoId && !(await this.media.exists(printMasterPhotoId))) {
      throw new Refusal('invalid', 'The print master was not found. Please upload it again.');
    }
    const shown = piece.photo_id ?? printMasterPhotoId;
    if (offers.length && !shown) {
      throw new Refusal('invalid', 'Prints need a photo of the piece: add one, or upload a print master.');
    }
    const mockups = await Promise.all(offers.map((offer) => this.media.mockup(shown!, offer.product, offer.size)));
    const before = await this.offersOf(this.db, [artworkId]);
    await this.db.transaction(async (tx) => {
      await this.piece(tx, artworkId, 'FOR UPDATE OF a');
      await tx.query('UPDATE artworks SET print_master_photo_id = $2, updated_at = now() WHERE id = $1', [
        artworkId,
        printMasterPhotoId,
      ]);
      await this.replace(tx, artworkId, offers, mockups);
      const was = before.map((row) => offerText({ ...row, price: row.price_cents / 100 })).join('; ') || 'none';
      const now = offers.map(offerText).join('; ') || 'none';
      const masterChanged = piece.print_master_photo_id !== printMasterPhotoId;
      const summary = [
        ...(was !== now ? [`Prints: ${was} → ${now}`] : []),
        ...(masterChanged ? [printMasterPhotoId ? 'Print master uploaded' : 'Print master removed'] : []),
      ];
      await this.artworks.record(tx, artworkId, piece.title, summary.join('; ') || 'Prints saved without changes');
    });
    await this.changed(artworkId);
    return this.studioOffers(artworkId);
  }

  /** Draws the mock-ups again from the piece's first photo, after she changed its photos. */
  async refreshMockups(artworkId: string): Promise<void> {
    const offers = await this.offersOf(this.db, [artworkId]);
    if (!offers.length) return;
    const piece = await this.piece(this.db, artworkId);
    const shown = piece.photo_id ?? piece.print_master_photo_id;
    if (!shown) return;
    const mockups = await Promise.all(offers.map((offer) => this.media.mockup(shown, offer.product, offer.size)));
    const prices = offers.map(({ product, size, price_cents }) => ({ product, size, price: price_cents / 100 }));
    await this.db.transaction((tx) => this.replace(tx, artworkId, prices, mockups));
    await this.changed(artworkId);
  }

  /** Every piece offered as prints, in her order, from its lowest price. */
  async listings(): Promise<PrintListing[]> {
    const pieces = await this.db.query<PieceRow & { from_cents: number }>(
      `SELECT ${pieceColumns}, (SELECT min(o.price_cents) FROM artwork_print_offers o WHERE o.artwork_id = a.id) AS from_cents
       FROM artworks a
       WHERE ${shownPiece} AND EXISTS (SELECT 1 FROM artwork_print_offers o WHERE o.artwork_id = a.id)
       ORDER BY a.position, a.created_at`,
    );
    const pictures = await this.shownPictures(pieces);
    return pieces.flatMap((piece) => {
      const picture = pictures.get(piece.slug);
      if (!picture) return [];
      return [{ slug: piece.slug, title: piece.title, picture, fromPrice: piece.from_cents / 100 }];
    });
  }

  /** The lowest price of the prints offered of a piece shown to visitors, in US dollars; null when none is. */
  async lowestPrice(slug: string): Promise<number | null> {
    const [row] = await this.db.query<{ from_cents: number | null }>(
      `SELECT min(o.price_cents) AS from_cents FROM artwork_print_offers o JOIN artworks a ON a.id = o.artwork_id
        WHERE a.slug = $1 AND ${shownPiece}`,
      [slug],
    );
    return row?.from_cents == null ? null : row.from_cents / 100;
  }

  /** A piece's print page; undefined when it is a draft or offered as no print. */
  async page(slug: string): Promise<PrintPage | undefined> {
    const piece = await this.pieceAt(slug);
    return piece && this.pageOf(piece);
  }

  /** A piece's print page with the photo its prints are shown by, for the page's link preview. */
  async pageWithPicture(slug: string): Promise<{ page: PrintPage; picture?: Picture } | undefined> {
    const piece = await this.pieceAt(slug);
    const page = piece && (await this.pageOf(piece));
    return page && { page, picture: (await this.shownPictures([piece])).get(slug) };
  }

  /** The prints a checkout asks for, as she offers them now; one she no longer offers is missing. */
  async forSale(wanted: readonly { slug: string; product: string; size: string }[]): Promise<PrintForSale[]> {
    const rows = await this.db.query<OfferRow & { slug: string; title: string }>(
      `SELECT o.*, a.slug, a.title FROM artwork_print_offers o JOIN artworks a ON a.id = o.artwork_id
       WHERE ${shownPiece} AND a.slug = ANY($1)`,
      [[...new Set(wanted.map((line) => line.slug))]],
    );
    return rows.map((row) => ({
      artworkId: row.artwork_id,
      slug: row.slug,
      title: row.title,
      product: row.product,
      size: row.size,
      priceCents: row.price_cents,
    }));
  }

  /** What Printful's mock-up generator needs of a piece: the photo printed, and the prints offered. */
  async mockupSubjects(artworkId: string) {
    const piece = await this.piece(this.db, artworkId);
    const offers = await this.offersOf(this.db, [artworkId]);
    const photoId = piece.print_master_photo_id ?? piece.photo_id;
    return { photoId, offers: offers.map(({ product, size }) => ({ product, size })) };
  }

  /** Shows another mock-up of one print, if she still offers it. */
  async setMockup(artworkId: string, product: PrintProductKey, size: string, mockup: Mockup): Promise<void> {
    await this.db.query(
      `UPDATE artwork_print_offers SET mockup_name = $4, mockup_width = $5, mockup_height = $6
       WHERE artwork_id = $1 AND product = $2 AND size = $3`,
      [artworkId, product, size, mockup.url.slice(mediaPath.length), mockup.width, mockup.height],
    );
  }

  /** The public address, under the media path, of the file a piece is printed from. */
  async printFile(artworkId: string): Promise<string> {
    const piece = await this.piece(this.db, artworkId);
    const photoId = piece.print_master_photo_id ?? piece.photo_id;
    if (!photoId) throw new Error(`“${piece.title}” has no photo to print`);
    return this.media.printFile(photoId);
  }

  private async pageOf(piece: PieceRow): Promise<PrintPage | undefined> {
    const offers = await this.offersOf(this.db, [piece.id]);
    if (!offers.length) return undefined;
    return {
      slug: piece.slug,
      title: piece.title,
      aboutOriginal: piece.description,
      choices: offers.map((offer) => ({
        product: offer.product,
        size: offer.size,
        label: printLabel(offer.product, offer.size),
        price: offer.price_cents / 100,
        mockup: { url: `${mediaPath}${offer.mockup_name}`, width: offer.mockup_width, height: offer.mockup_height },
      })),
    };
  }

  /** A piece that is not a draft, by its address. */
  private async pieceAt(slug: string): Promise<PieceRow | undefined> {
    const [piece] = await this.db.query<PieceRow>(
      `SELECT ${pieceColumns} FROM artworks a WHERE a.slug = $1 AND ${shownPiece}`,
      [slug],
    );
    return piece;
  }

  /** Each piece's first photo, by the piece's address, as its prints are shown; a piece without one has none. */
  private async shownPictures(pieces: readonly PieceRow[]): Promise<Map<string, Picture>> {
    const pictures = await this.media.pictures(pieces.flatMap((piece) => (piece.photo_id ? [piece.photo_id] : [])));
    return new Map(
      pieces.flatMap((piece): [string, Picture][] => {
        const picture = piece.photo_id && pictures.get(piece.photo_id);
        return picture ? [[piece.slug, { ...picture, alt: piece.photo_alt ?? piece.title }]] : [];
      }),
    );
  }

  private async piece(db: Queryable, artworkId: string, lock = ''): Promise<PieceRow> {
    const [piece] = await db.query<PieceRow>(`SELECT ${pieceColumns} FROM artworks a WHERE a.id = $1 ${lock}`, [
      artworkId,
    ]);
    if (!piece) throw new Refusal('not-found', 'This artwork was not found. It may have been deleted.');
    return piece;
  }

  private offersOf(db: Queryable, artworkIds: readonly string[]): Promise<OfferRow[]> {
    return db.query<OfferRow>(
      `SELECT o.* FROM artwork_print_offers o WHERE o.artwork_id = ANY($1) ORDER BY ${offerOrder}`,
      [artworkIds],
    );
  }

  private async replace(
    tx: Queryable,
    artworkId: string,
    offers: readonly PrintOffer[],
    mockups: readonly Mockup[],
  ): Promise<void> {
    await tx.query('DELETE FROM artwork_print_offers WHERE artwork_id = $1', [artworkId]);
    for (const [position, offer] of offers.entries()) {
      const mockup = mockups[position]!;
      await tx.query(
        `INSERT INTO artwork_print_offers (artwork_id, product, size, price_cents, position, mockup_name, mockup_width, mockup_height)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          artworkId,
          offer.product,
          offer.size,
          Math.round(offer.price * 100),
          position,
          mockup.url.slice(mediaPath.length),
          mockup.width,
          mockup.height,
        ],
      );
    }
  }
}
