import artwork1 from '../images/artwork-1.svg';
import artwork2 from '../images/artwork-2.svg';
import artwork3 from '../images/artwork-3.svg';
import artwork4 from '../images/artwork-4.svg';
import artwork5 from '../images/artwork-5.svg';
import artwork6 from '../images/artwork-6.svg';

/**
 * The pieces shown on the Fine Art page. To show a real painting, change its entry here:
 * the page is built from this list.
 */
export interface Artwork {
  /** Used in the page address of the piece's detail view. */
  slug: string;
  title: string;
  description: string;
  /** In US dollars. */
  price: number;
  image: string;
  /** Words for people who cannot see the picture. */
  imageAlt: string;
  medium: string;
  size: string;
}

const placeholder = (index: number, image: string, imageAlt: string): Artwork => ({
  slug: `artwork-${index}`,
  title: `Artwork Title ${index}`,
  description:
    'A one-of-a-kind original painting, made by hand in the studio. Ask about the story behind it, framing and delivery.',
  price: 150,
  image,
  imageAlt,
  medium: 'Acrylic on canvas',
  size: '16 × 20 in',
});

export const artworks: Artwork[] = [
  placeholder(1, artwork1, 'Deep blue hills under a golden dawn'),
  placeholder(2, artwork2, 'Purple and rose hills with a cross in the sunrise'),
  placeholder(3, artwork3, 'Teal waves under a pale sun'),
  placeholder(4, artwork4, 'Rust and gold hills at harvest'),
  placeholder(5, artwork5, 'A violet night sky over dark hills, with a cross of light'),
  placeholder(6, artwork6, 'An olive branch over green hills in the morning'),
];
