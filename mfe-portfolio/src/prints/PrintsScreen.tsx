import { Link } from 'react-router';
import { formatUsd } from 'shared-contracts/pricing';
import { ephesians210, sitePaths } from 'shared-contracts/site-config';
import { contactLink } from '../contact/contact-link';
import { Icon, type IconName } from '../Icon';
import { ArtPicture } from '../pictures/ArtPicture';
import { loadPrints, useServedPrints } from './prints-api';
import { useLoaded } from 'shared-contracts/page-data';
import styles from './PrintsScreen.module.css';
import { LoadFailed, Loading } from '../loading/LoadStatus';

const allPrintsId = 'all-prints';

const printCollections: {
  title: string;
  text: string;
  tags: string[];
  button: string;
  message: string;
  /** Its prints are those listed on the page: the button goes to them, or asks for them while there are none. */
  listed: boolean;
  icon: IconName;
  gradient: string;
}[] = [
  {
    title: 'NFL Collection',
    text: 'Custom prints for game day and every day: your team, your colours, your favourite players, and college football too.',
    tags: ['NFL teams', 'College football', 'Custom names & numbers'],
    button: 'View NFL Prints',
    message: "I'd love to see your NFL and college football prints. My team is ",
    listed: false,
    icon: 'football',
    gradient: 'var(--gradient-commissions)',
  },
  {
    title: 'General Art Prints',
    text: 'Gallery-quality prints of studio favourites to bring colour and encouragement into any room.',
    tags: ['Abstracts', 'Portraits', 'Faith-inspired', 'Seasonal'],
    button: 'View All Prints',
    message: "I'd love to see your art prints: abstracts, portraits, faith-inspired and seasonal designs.",
    listed: true,
    icon: 'frame',
    gradient: 'var(--gradient-prints)',
  },
];

export default function PrintsScreen() {
  const { state, tryAgain } = useLoaded(loadPrints, '', useServedPrints());
  const prints = state.status === 'loaded' ? state.value : null;
  const noneListed = prints?.length === 0;

  return (
    <section className="container page">
      <h1 className="page-title">Prints</h1>
      <p className="page-subtitle">Beautiful art prints to bring inspiration and faith into your home</p>
      <ul className={`card-grid ${styles.cards}`}>
        {printCollections.map((collection) => (
          <li key={collection.title} className={`card ${styles.card}`}>
            <div className={styles.band} style={{ background: collection.gradient }}>
              <Icon name={collection.icon} size={40} />
            </div>
            <div className={styles.body}>
              <h2>{collection.title}</h2>
              <p>{collection.text}</p>
              <ul className={styles.tags} aria-label={`${collection.title} includes`}>
                {collection.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
              {collection.listed && !noneListed ? (
                <a href={`#${allPrintsId}`} className="btn btn-primary">
                  {collection.button}
                </a>
              ) : (
                <Link to={contactLink('Print Shop Question', collection.message)} className="btn btn-primary">
                  {collection.button}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {/* Focusable, so that the visitor who follows View All Prints continues from here. */}
      <section id={allPrintsId} className={styles.allPrints} aria-labelledby="all-prints-title" tabIndex={-1}>
        <h2 id="all-prints-title" className={styles.allPrintsTitle}>
          Art Prints
        </h2>
        {state.status === 'loading' && <Loading what="prints" className={styles.status} />}
        {state.status === 'failed' && <LoadFailed what="prints" onTryAgain={tryAgain} className={styles.status} />}
        {noneListed && (
          <p className={styles.status}>
            No prints are ready to order yet.{' '}
            <Link to={contactLink('Print Shop Question', "I'd love a print of ")}>Ask for a print</Link> of a piece you
            love.
          </p>
        )}
        {prints && prints.length > 0 && (
          <ul className={`card-grid ${styles.prints}`}>
            {prints.map((print) => (
              <li key={print.slug} className={`card ${styles.print}`}>
                <ArtPicture
                  picture={print.picture}
                  sizes="(min-width: 1200px) 270px, (min-width: 640px) 50vw, 100vw"
                  className={styles.thumbnail}
                />
                <div className={styles.printBody}>
                  <h3>
                    <Link to={sitePaths.print(print.slug)} className={styles.printLink}>
                      {print.title}
                    </Link>
                  </h3>
                  <p className={styles.from}>from {formatUsd(print.fromPrice)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className={styles.note}>
        Every print listed here is made to order: choose its product and size on its page. Custom prints of your NFL or
        college team, or of a piece not listed yet, are made on request. Tell me what you are looking for and I will
        send you designs, sizes and prices.
      </p>
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
    </section>
  );
}
