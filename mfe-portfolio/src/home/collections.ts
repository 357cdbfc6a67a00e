import { sitePaths } from 'shared-contracts/site-config';
import type { IconName } from '../Icon';

/**
 * A card of the home page's "Discover My Collections". Its title, text and button are her words
 * (`home.<key>Title`, `home.<key>Text`, `home.<key>Button`); its look and destination stay here.
 */
export interface CollectionCard {
  key: 'fineArt' | 'prints' | 'commissions' | 'merch' | 'giftCards';
  icon: IconName;
  /** A gradient of the theme, as a CSS value. */
  gradient: string;
  route: string;
}

export const collections: CollectionCard[] = [
  { key: 'fineArt', icon: 'palette', gradient: 'var(--gradient-fine-art)', route: sitePaths.fineArt },
  { key: 'prints', icon: 'frame', gradient: 'var(--gradient-prints)', route: sitePaths.prints },
  { key: 'commissions', icon: 'brush', gradient: 'var(--gradient-commissions)', route: sitePaths.customPaintings },
  { key: 'merch', icon: 'shirt', gradient: 'var(--gradient-merch)', route: sitePaths.merch },
  { key: 'giftCards', icon: 'gift', gradient: 'var(--gradient-fine-art)', route: sitePaths.giftCards },
];
