import { Link } from 'react-router';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { AboutSection } from '../about/AboutSection';
import { Icon } from '../Icon';
import { ArtPicture } from '../pictures/ArtPicture';
import { useSitePhoto } from '../pictures/site-photos';
import studioIllustration from '../images/studio.svg';
import { collections } from './collections';
import styles from './HomeScreen.module.css';

export default function HomeScreen() {
  const studioPhoto = useSitePhoto('studio');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.role}>Artist &amp; Designer</p>
            <h1 id="hero-title" className={styles.title}>
              Where Faith Meets Creativity
            </h1>
            <blockquote className={styles.quote}>
              <p>&ldquo;May the favor of the Lord our God rest on us; establish the work of our hands for us.&rdquo;</p>
              <cite>Psalm 90:17</cite>
            </blockquote>
            <p className={styles.intro}>
              Fine art, prints, custom paintings and murals, apparel and design by {siteConfig.artistName}: made with
              love, rooted in faith.
            </p>
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
            Discover My Collections
          </h2>
          <p className={styles.sectionLead}>Every piece begins with prayer and a blank page. Find yours.</p>
          <ul className={`card-grid ${styles.cards}`}>
            {collections.map((card) => (
              <li key={card.title} className={`card ${styles.card}`}>
                <div className={styles.cardBand} style={{ background: card.gradient }}>
                  <span className={styles.cardIcon}>
                    <Icon name={card.icon} size={30} />
                  </span>
                </div>
                <div className={styles.cardBody}>
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                  <Link to={card.route} className="btn btn-outline">
                    {card.buttonText}
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

      <AboutSection headingLevel={2} />
    </>
  );
}
