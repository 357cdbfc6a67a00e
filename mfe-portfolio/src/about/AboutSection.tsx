import { Link } from 'react-router';
import { ephesians210, siteConfig, sitePaths } from 'shared-contracts/site-config';
import { Icon, type IconName } from '../Icon';
import portraitIllustration from '../images/portrait.svg';
import { ArtPicture } from '../pictures/ArtPicture';
import { useSitePhoto } from '../pictures/site-photos';
import styles from './AboutSection.module.css';

const traits: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Daughter of the King',
    text: 'Everything starts with faith: it is the why behind every brushstroke.',
    icon: 'crown',
  },
  { title: 'Chicago Bears fan', text: 'Sundays mean church, then football. Bear Down!', icon: 'football' },
  {
    title: 'Dog mom of a golden retriever',
    text: 'My studio assistant, chief morale officer and occasional paint thief.',
    icon: 'paw',
  },
];

/**
 * The artist's story. `headingLevel` lets the About page make it its page title while the
 * home page keeps one h1 in its hero.
 */
export function AboutSection({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const TraitHeading = headingLevel === 1 ? 'h2' : 'h3';
  const portrait = useSitePhoto('portrait');
  return (
    <section id={sitePaths.meetArtistAnchor} className={styles.about} aria-labelledby="about-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.story}>
          <p className={styles.eyebrow}>Meet {siteConfig.artistName}</p>
          <Heading id="about-title" className={styles.title}>
            Meet the artist
          </Heading>
          <p>
            Hi, I&apos;m {siteConfig.artistName}! My studio is a small, sunny room full of canvases, paint-splattered
            aprons and a golden retriever who believes every brush is a toy. Making studio art has always been the way I
            pray with my hands.
          </p>
          <p>
            Over the years my work has grown from easel paintings to large banners for churches, schools and events,
            custom clothing that carries a message, and graphic design for small businesses and ministries.
          </p>
          <p>
            Whatever the size or the medium, everything I create is rooted in faith. My hope is that each piece points
            to the One who made us, and reminds you that you were made on purpose, for a purpose.
          </p>
          <blockquote className={styles.scripture}>
            <p>&ldquo;{ephesians210.text}&rdquo;</p>
            <cite>{ephesians210.reference}</cite>
          </blockquote>
          <ul className={styles.traits}>
            {traits.map((trait) => (
              <li key={trait.title} className={styles.trait}>
                <span className={styles.traitIcon}>
                  <Icon name={trait.icon} />
                </span>
                <TraitHeading className={styles.traitTitle}>{trait.title}</TraitHeading>
                <p>{trait.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link to={sitePaths.customPaintings} className="btn btn-primary">
              Commission a Piece
            </Link>
            <a href={siteConfig.social.instagram} className="btn btn-outline" target="_blank" rel="noopener noreferrer">
              Follow My Journey
            </a>
          </div>
        </div>
        <div className={styles.portraitFrame}>
          {portrait ? (
            <ArtPicture picture={portrait} sizes="26rem" className={styles.portrait} />
          ) : (
            <img
              src={portraitIllustration}
              alt={`${siteConfig.artistName}, the artist, holding a paintbrush`}
              width={480}
              height={600}
              loading="lazy"
              className={styles.portrait}
            />
          )}
        </div>
      </div>
    </section>
  );
}
