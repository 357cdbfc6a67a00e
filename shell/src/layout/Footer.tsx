import { Link, type To } from 'react-router';
import { ephesians210, siteConfig, sitePaths } from 'shared-contracts/site-config';
import { useSiteWords } from 'shared-contracts/site-words';
import { BrandMark } from './BrandMark';
import styles from './Footer.module.css';
import { NewsSignUp } from './NewsSignUp';

const footerLinks = [
  { to: sitePaths.home, label: 'Home' },
  { to: { pathname: sitePaths.home, hash: `#${sitePaths.meetArtistAnchor}` }, label: `Meet ${siteConfig.artistName}` },
  { to: sitePaths.printShop, label: 'Print Shop' },
  { to: sitePaths.artShop, label: 'Art Shop' },
  { to: sitePaths.customPaintings, label: 'Custom Paintings' },
  { to: sitePaths.tShirts, label: 'T-Shirts' },
  { to: sitePaths.giftCards, label: 'Gift cards' },
  { to: sitePaths.contactAlias, label: 'Contact' },
];

const policyLinks = [
  { to: sitePaths.shippingReturns, label: 'Shipping & Returns' },
  { to: sitePaths.privacy, label: 'Privacy Policy' },
  { to: sitePaths.terms, label: 'Terms of Service' },
  { to: sitePaths.faq, label: 'FAQ' },
];

/** A named group of the footer's links. */
function LinkList({
  label,
  links,
  className,
}: {
  label: string;
  links: { to: To; label: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const words = useSiteWords();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.logo}>
            <BrandMark size={44} />
            <span>{siteConfig.businessName}</span>
          </p>
          <p className={styles.tagline}>{words['footer.tagline']}</p>
        </div>
        <blockquote className={styles.scripture}>
          <p>&ldquo;{ephesians210.text}&rdquo;</p>
          <cite>{ephesians210.reference}</cite>
        </blockquote>
        <LinkList label="Footer" links={footerLinks} className={styles.links} />
        <NewsSignUp />
      </div>
      <div className={styles.bottom}>
        <LinkList label="Shop policies" links={policyLinks} className={styles.policies} />
        <p className={styles.copyright}>
          &copy; {siteConfig.copyrightYear} {siteConfig.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
