import { artworkStatusLabels, type ArtworkStatus } from 'shared-contracts/artworks';
import { formatUsd } from 'shared-contracts/pricing';
import type { ArtworkDraft } from 'shared-contracts/studio';

// A piece as the database keeps it, its address, and the words her change log records.

/** A draft as the request schema parsed it. */
export type SavedDraft = Omit<ArtworkDraft, 'year'> & { year: number | null };

export interface ArtworkRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  medium: string;
  width_in: string;
  height_in: string;
  framed: boolean;
  description: string;
  price_cents: number;
  shipping_cents: number;
  status: ArtworkStatus;
  /** Only in public reads: the status a visitor sees. */
  public_status?: ArtworkStatus | 'reserved';
  position: number;
  updated_at: Date;
}

export interface PhotoRow {
  artwork_id: string;
  photo_id: string;
  alt: string;
}

/** An address from a title: `Sunrise Over Galilee` → `sunrise-over-galilee`. */
export function slugFrom(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'artwork';
}

const quoted = (text: string) => `“${text}”`;
const sizeText = (row: Pick<ArtworkRow, 'width_in' | 'height_in'>) =>
  `${Number(row.width_in)} × ${Number(row.height_in)} in`;

/** What changed between a stored piece and the draft that replaces it, in her words. */
export function describeChanges(before: ArtworkRow, beforePhotos: PhotoRow[], draft: SavedDraft): string {
  const changes: string[] = [];
  const changed = (label: string, from: string, to: string) => {
    if (from !== to) changes.push(`${label}: ${from} → ${to}`);
  };
  changed('Title', quoted(before.title), quoted(draft.title));
  changed('Year', String(before.year ?? '—'), String(draft.year ?? '—'));
  changed('Medium', quoted(before.medium), quoted(draft.medium));
  changed('Size', sizeText(before), `${draft.size.widthIn} × ${draft.size.heightIn} in`);
  changed('Framed', before.framed ? 'yes' : 'no', draft.framed ? 'yes' : 'no');
  if (before.description !== draft.description) changes.push('Description changed');
  changed('Price', formatUsd(before.price_cents / 100), formatUsd(draft.price));
  changed('Shipping', formatUsd(before.shipping_cents / 100), formatUsd(draft.shippingPrice));
  changed('Status', artworkStatusLabels[before.status], artworkStatusLabels[draft.status]);
  const photosBefore = beforePhotos.map((photo) => `${photo.photo_id} ${photo.alt}`).join('\n');
  const photosAfter = draft.photos.map((photo) => `${photo.photoId} ${photo.alt}`).join('\n');
  if (photosBefore !== photosAfter) changes.push(`Photos: ${beforePhotos.length} → ${draft.photos.length}`);
  return changes.length ? changes.join('; ') : 'Saved without changes';
}
