import { pictureElements, type Picture } from 'shared-contracts/artworks';

interface StudioPictureProps {
  picture: Picture;
  /** How wide the picture is drawn, for the browser to choose a file: `(min-width: 760px) 20rem, 40vw`. */
  sizes: string;
  /** Words in place of the picture's own; '' where the words beside it already say what it shows. */
  alt?: string;
  className?: string;
}

/** One of her photos: the best format the browser takes, at the width it is drawn, without shifting the page. */
export function StudioPicture({ picture, sizes, alt, className }: StudioPictureProps) {
  const { sources, img } = pictureElements(picture);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...img} alt={alt ?? img.alt} sizes={sizes} className={className} loading="lazy" decoding="async" />
    </picture>
  );
}
