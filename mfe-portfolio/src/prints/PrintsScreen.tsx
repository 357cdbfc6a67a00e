import { Link } from 'react-router';
import { ephesians210 } from 'shared-contracts/site-config';
import { contactLink } from '../contact/contact-link';
import { Icon, type IconName } from '../Icon';
import styles from './PrintsScreen.module.css';

const printCollections: {
  title: string;
  text: string;
  tags: string[];
  button: string;
  message: string;
  icon: IconName;
  gradient: string;
}[] = [
  {
    title: 'NFL Collection',
    text: 'Custom prints for game day and every day: your team, your colours, your favourite players, and college football too.',
    tags: ['NFL teams', 'College football', 'Custom names & numbers'],
    button: 'View NFL Prints',
    message: "I'd love to see your NFL and college football prints. My team is ",
    icon: 'football',
    gradient: 'var(--gradient-commissions)',
  },
  {
    title: 'General Art Prints',
    text: 'Gallery-quality prints of studio favourites to bring colour and encouragement into any room.',
    tags: ['Abstracts', 'Portraits', 'Faith-inspired', 'Seasonal'],
    button: 'View All Prints',
    message: "I'd love to see your art prints: abstracts, portraits, faith-inspired and seasonal designs.",
    icon: 'frame',
    gradient: 'var(--gradient-prints)',
  },
];

export default function PrintsScreen() {
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
              <Link to={contactLink('Print Shop Question', collection.message)} className="btn btn-primary">
                {collection.button}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Prints are made to order. Tell me what you are looking for and I will send you the current designs, sizes and
        prices.
      </p>
      <blockquote className="scripture">
        <p>&ldquo;{ephesians210.text}&rdquo;</p>
        <cite>{ephesians210.reference}</cite>
      </blockquote>
    </section>
  );
}
