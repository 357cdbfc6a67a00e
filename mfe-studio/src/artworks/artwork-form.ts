import type * as z from 'zod/mini';
import { formatArtworkSize, type ArtworkStatus, type Picture } from 'shared-contracts/artworks';
import { artworkDraftSchema, type StudioArtwork } from 'shared-contracts/studio';
import { dollarsText, readNumber } from '../ui/typed-numbers';

/** One photo in the form: what is saved (its id and words) and what is drawn (its picture). */
export interface FormPhoto {
  photoId: string;
  alt: string;
  picture: Picture;
}

/** The artwork form as she types it: text fields hold her text until Save reads them. */
export interface ArtworkForm {
  title: string;
  year: string;
  medium: string;
  widthIn: string;
  heightIn: string;
  framed: boolean;
  description: string;
  price: string;
  shippingPrice: string;
  status: ArtworkStatus;
  photos: FormPhoto[];
}

export type SavedDraft = z.output<typeof artworkDraftSchema>;

/** The first message for each part of the form at fault, by its path: `title`, `size.widthIn`, `photos.0.alt`. */
export type ArtworkFormErrors = Partial<Record<string, string>>;

export const emptyArtworkForm: ArtworkForm = {
  title: '',
  year: '',
  medium: '',
  widthIn: '',
  heightIn: '',
  framed: false,
  description: '',
  price: '',
  shippingPrice: '0',
  status: 'draft',
  photos: [],
};

const numberText = (value: number) => String(Math.round(value * 100) / 100);

export function formFromArtwork(artwork: StudioArtwork): ArtworkForm {
  return {
    title: artwork.title,
    year: artwork.year === null ? '' : String(artwork.year),
    medium: artwork.medium,
    widthIn: numberText(artwork.size.widthIn),
    heightIn: numberText(artwork.size.heightIn),
    framed: artwork.framed,
    description: artwork.description,
    price: dollarsText(artwork.price),
    shippingPrice: dollarsText(artwork.shippingPrice),
    status: artwork.status,
    photos: artwork.photos.map(({ photoId, alt, picture }) => ({ photoId, alt, picture })),
  };
}

/** What the form would save, before the schema has checked it. */
export function draftOf(form: ArtworkForm, id?: string) {
  return {
    ...(id ? { id } : {}),
    title: form.title,
    year: form.year.trim() === '' ? null : readNumber(form.year),
    medium: form.medium,
    size: { widthIn: readNumber(form.widthIn), heightIn: readNumber(form.heightIn) },
    framed: form.framed,
    description: form.description,
    price: readNumber(form.price),
    shippingPrice: readNumber(form.shippingPrice),
    status: form.status,
    photos: form.photos.map(({ photoId, alt }) => ({ photoId, alt })),
  };
}

/** The form checked with the server's own schema: the draft to save, or a message for each field at fault. */
export function checkArtworkForm(
  form: ArtworkForm,
  id?: string,
): { ok: true; draft: SavedDraft } | { ok: false; errors: ArtworkFormErrors } {
  const checked = artworkDraftSchema.safeParse(draftOf(form, id));
  if (checked.success) return { ok: true, draft: checked.data };
  const errors: ArtworkFormErrors = {};
  for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** `16 × 20 in (40.6 × 50.8 cm)` while both sides read as a size, else nothing. */
export function sizeInWords(form: Pick<ArtworkForm, 'widthIn' | 'heightIn'>): string | undefined {
  const widthIn = readNumber(form.widthIn);
  const heightIn = readNumber(form.heightIn);
  const fits = (side: number | undefined): side is number => side !== undefined && side > 0 && side <= 1000;
  return fits(widthIn) && fits(heightIn) ? formatArtworkSize({ widthIn, heightIn }) : undefined;
}
