import { siteConfig } from 'shared-contracts/site-config';
import portrait from './images/portrait.svg';
import studio from './images/studio.svg';

/** The studio and portrait pictures: the site configuration's photos when given, else illustrations. */
export const photos = {
  studio: siteConfig.photos.studio ?? studio,
  portrait: siteConfig.photos.portrait ?? portrait,
};
