import { useEffect, useState } from 'react';
import { artworkFunctions, type Picture, type SitePhotoSlot } from 'shared-contracts/artworks';
import { invokeFunction } from 'shared-contracts/functions-client';
import { sharedRequest } from 'shared-contracts/shared-request';

const sitePhotos = sharedRequest(() => invokeFunction(artworkFunctions, 'get-site-photos', {}));

/**
 * The photo the artist chose in her studio for a place on the page, or null while it loads and
 * where she has chosen none: the page then shows its illustration.
 */
export function useSitePhoto(slot: SitePhotoSlot): Picture | null {
  const [picture, setPicture] = useState<Picture | null>(null);
  useEffect(() => {
    let current = true;
    sitePhotos.get().then(
      (photos) => current && setPicture(photos[slot]),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slot]);
  return picture;
}
