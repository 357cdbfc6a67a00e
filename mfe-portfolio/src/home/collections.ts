import { sitePaths } from 'shared-contracts/site-config';
import type { IconName } from '../Icon';

/** A card of the home page's "Discover My Collections". */
export interface CollectionCard {
  title: string;
  description: string;
  icon: IconName;
  /** A gradient of the theme, as a CSS value. */
  gradient: string;
  buttonText: string;
  route: string;
}

export const collections: CollectionCard[] = [
  {
    title: 'Fine Art',
    description: 'Original paintings that tell stories of faith, hope and love, made by hand in the studio.',
    icon: 'palette',
    gradient: 'var(--gradient-fine-art)',
    buttonText: 'View Gallery',
    route: sitePaths.fineArt,
  },
  {
    title: 'Prints',
    description: 'Custom NFL and college football prints, plus faith-inspired art prints for every room.',
    icon: 'frame',
    gradient: 'var(--gradient-prints)',
    buttonText: 'Shop Prints',
    route: sitePaths.prints,
  },
  {
    title: 'Commissions',
    description: 'Custom paintings and murals, from concept to canvas, made for your family, church or business.',
    icon: 'brush',
    gradient: 'var(--gradient-commissions)',
    buttonText: 'Start Commission',
    route: sitePaths.customPaintings,
  },
  {
    title: 'Merch',
    description: 'Print-on-demand apparel that shares scripture and starts conversations.',
    icon: 'shirt',
    gradient: 'var(--gradient-merch)',
    buttonText: 'Shop Merch',
    route: sitePaths.merch,
  },
  {
    title: 'Gift Cards',
    description:
      'A gift for someone you love, to spend on originals, prints or merch, sent by e-mail on the day you choose.',
    icon: 'gift',
    gradient: 'var(--gradient-fine-art)',
    buttonText: 'Give a Gift Card',
    route: sitePaths.giftCards,
  },
];
