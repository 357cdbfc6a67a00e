import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useSiteWords } from 'shared-contracts/site-words';
import { isWebAddress } from '../contact/contact-details';
import { Icon, type IconName } from '../Icon';
import portraitIllustration from '../images/portrait.svg';
import { ArtPicture } from '../pictures/ArtPicture';
import { useSitePhoto } from '../pictures/site-photos';
import styles from './AboutSection.module.css';

/** Her three traits: the words are hers (`about.<key>Title`, `about.<key>Text`), the icons stay here. */
const traits: { key: 'trait1' | 'trait2' | 'trait3'; icon: IconName }[] = [
  { key: 'trait1', icon: 'crown' },
  { key: 'trait2', icon: 'football' },
  { key: 'trait3', icon: 'paw' },
];

/**
 * The artist's story, in her words (`about.*`). `headingLevel` lets the About page make it its
 * page title while the home page keeps one h1 in its hero. "Follow My Journey" goes to her
 * Instagram, and is not shown while she has none.
 */
export function AboutSection({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const TraitHeading = headingLevel === 1 ? 'h2' : 'h3';
  const words = useSiteWords();
  const instagram = words['contact.instagram'];
  const portrait = useSitePhoto('portrait');
  return (
    <section id={sitePaths.meetArtistAnchor} className={styles.about} aria-labelledby="about-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.story}>
          <p className={styles.eyebrow}>Meet {siteConfig.artistName}</p>
          <Heading id="about-title" className={styles.title}>
            {words['about.title']}
          </Heading>
          <p>{words['about.paragraph1']}</p>
          <p>{words['about.paragraph2']}</p>
          <p>{words['about.paragraph3']}</p>
          <blockquote className={styles.scripture}>
            <p>&ldquo;{words['about.scripture']}&rdquo;</p>
            <cite>{words['about.scriptureReference']}</cite>
          </blockquote>
          <ul className={styles.traits}>
            {traits.map((trait) => (
              <li key={trait.key} className={styles.trait}>
                <span className={styles.traitIcon}>
                  <Icon name={trait.icon} />
                </span>
                <TraitHeading className={styles.traitTitle}>{words[`about.${trait.key}Title`]}</TraitHeading>
                <p>{words[`about.${trait.key}Text`]}</p>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link to={sitePaths.customPaintings} className="btn btn-primary">
              Commission a Piece
            </Link>
            {isWebAddress(instagram) && (
              <a href={instagram} className="btn btn-outline" target="_blank" rel="noopener noreferrer">
                Follow My Journey
              </a>
            )}
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
