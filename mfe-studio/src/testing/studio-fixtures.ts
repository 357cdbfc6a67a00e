import { samplePicture } from 'shared-contracts/testing/pictures';
import type { Passkey, StudioArtwork } from 'shared-contracts/studio';

/** Piece number N as the studio reads it, with one photo. */
export const studioArtwork = (number: number, changes: Partial<StudioArtwork> = {}): StudioArtwork => ({
  id: `art-${number}`,
  slug: `artwork-${number}`,
  title: `Artwork ${number}`,
  year: null,
  medium: 'Acrylic on canvas',
  size: { widthIn: 16, heightIn: 20 },
  framed: false,
  description: 'A one-of-a-kind original painting.',
  price: 150,
  shippingPrice: 0,
  status: 'available',
  photos: [{ photoId: `photo-${number}`, alt: `Painting ${number}`, picture: samplePicture(number) }],
  updatedAt: '2026-11-20T15:04:00.000Z',
  ...changes,
});

export const passkey = (id: string, name: string, lastUsedAt: string | null = null): Passkey => ({
  id,
  name,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt,
});

/** What a WebAuthn ceremony's options look like to the page: loose JSON with a challenge. */
export const ceremony = (ceremonyId: string) => ({ ceremonyId, options: { challenge: `challenge-${ceremonyId}` } });

/** An authenticator's answer as SimpleWebAuthn returns it. */
export const credential = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'client-data',
    attestationObject: 'attestation',
    authenticatorData: 'data',
    signature: 'sig',
  },
  clientExtensionResults: {},
};
