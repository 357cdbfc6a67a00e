import { Suspense } from 'react';
import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useSiteWords } from 'shared-contracts/site-words';
import { AboutSection } from '../about/AboutSection';
import { Icon } from '../Icon';
import { ArtPicture } from '../pictures/ArtPicture';
import { useSitePhoto } from '../pictures/site-photos';
import studioIllustration from '../images/studio.svg';
import { collections } from './collections';
import styles from './HomeScreen.module.css';

/** The home page: her hero, her collections, then her story. The words are hers (`home.*`). */
export default function HomeScreen() {
  const words = useSiteWords();
  const studioPhoto = useSitePhoto('studio');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.role}>{words['home.role']}</p>
            <h1 id="hero-title" className={styles.title}>
              {words['home.headline']}
            </h1>
            <blockquote className={styles.quote}>
              <p>&ldquo;{words['home.scripture']}&rdquo;</p>
              <cite>{words['home.scriptureReference']}</cite>
            </blockquote>
            <p className={styles.intro}>{words['home.intro']}</p>
            <div className={styles.actions}>
              <Link to={sitePaths.printShop} className="btn btn-primary">
                Shop Prints
              </Link>
              <Link to={sitePaths.customPaintings} className="btn btn-outline">
                Commission a Piece
              </Link>
            </div>
          </div>
          <div className={styles.heroImage}>
            {studioPhoto ? (
              <ArtPicture
                picture={studioPhoto}
                sizes="(min-width: 900px) 50vw, 100vw"
                loading="eager"
                fetchPriority="high"
              />
            ) : (
              <img
                src={studioIllustration}
                alt={`${siteConfig.artistName}'s studio: an easel with a painting in the morning light`}
                width={640}
                height={560}
                fetchPriority="high"
              />
            )}
          </div>
        </div>
      </section>

      <section className={styles.collections} aria-labelledby="collections-title">
        <div className="container">
          <h2 id="collections-title" className={styles.sectionTitle}>
            {words['home.collectionsTitle']}
          </h2>
          <p className={styles.sectionLead}>{words['home.collectionsLead']}</p>
          <ul className={`card-grid ${styles.cards}`}>
            {collections.map((card) => (
              <li key={card.key} className={`card ${styles.card}`}>
                <div className={styles.cardBand} style={{ background: card.gradient }}>
                  <span className={styles.cardIcon}>
                    <Icon name={card.icon} size={30} />
                  </span>
                </div>
                <div className={styles.cardBody}>
                  <h3>{words[`home.${card.key}Title`]}</h3>
                  <p>{words[`home.${card.key}Text`]}</p>
                  <Link to={card.route} className="btn btn-outline">
                    {words[`home.${card.key}Button`]}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            <Link to={sitePaths.merch} className="btn btn-primary">
              Shop All Collections
            </Link>
            <a href={`#${sitePaths.meetArtistAnchor}`} className="btn btn-ghost">
              Meet the Artist
            </a>
          </div>
        </div>
      </section>

      {/* Below the first screen: taken over after the hero's and the cards' links, as a unit of its own. */}
      <Suspense>
        <AboutSection headingLevel={2} />
      </Suspense>
    </>
  );
}
