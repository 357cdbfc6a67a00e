import { pictureElements, type Picture } from 'shared-contracts/artworks';

interface ArtPictureProps {
  picture: Picture;
  /** How wide the picture is drawn, for the browser to choose a file: `(min-width: 760px) 50vw, 100vw`. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A photo of hers: the best format the browser takes, at the width it draws, without shifting the page. */
export function ArtPicture({ picture, sizes, className, loading = 'lazy', fetchPriority }: ArtPictureProps) {
  const { sources, img } = pictureElements(picture);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...img} sizes={sizes} className={className} loading={loading} fetchPriority={fetchPriority} />
    </picture>
  );
}
