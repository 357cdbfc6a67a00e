import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTakenOver } from 'shared-contracts/page-data';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import { pageAt, type Page } from 'shared-contracts/site-manifest';
import { requestCartOpen, useCartBus } from '../cart-bus/cart-bus';
import { BrandMark } from './BrandMark';
import styles from './Navbar.module.css';

const navLinks = [
  { to: sitePaths.home, label: 'Home' },
  { to: sitePaths.meetArtist, label: `Meet ${siteConfig.artistName}` },
  { to: sitePaths.fineArt, label: 'Fine Art' },
  { to: sitePaths.prints, label: 'Prints' },
  { to: sitePaths.merch, label: 'Merch' },
  { to: sitePaths.contact, label: 'Contact' },
];

/**
 * Whether the visitor is on the link's page: a page showing the same screen (/print-shop or
 * /t-shirts), or a page within it (a product within Merch). Home has no page within it: it is
 * lit only at '/'.
 */
function isLinkActive(linkPath: string, pathname: string): boolean {
  const linkPage = pageAt(linkPath);
  const page = pageAt(pathname);
  if (!linkPage || !page) return linkPath === pathname;
  const sameScreen = screenName(page) === screenName(linkPage);
  return sameScreen || (linkPage.path !== sitePaths.home && page.path.startsWith(`${linkPage.path}/`));
}

const screenName = ({ screen }: Page) => ('shell' in screen ? screen.shell : `${screen.remote}/${screen.exposed}`);

export function Navbar() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLUListElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // On a small screen the open menu takes the focus, and Escape gives it back to the button;
  // an Escape meant for something else (the cart opened over the menu) is left to it.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      const inMenu = [menu.current, menuButton.current].some((part) => part?.contains(document.activeElement));
      if (event.key !== 'Escape' || event.defaultPrevented || !inMenu) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  const count = useCartBus((state) => state.count);
  const cartLabel = `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  const takenOver = useTakenOver();

  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link to={sitePaths.home} className={styles.brand} onClick={() => setMenuOpen(false)}>
          <BrandMark />
          <span>{siteConfig.businessName}</span>
        </Link>

        <ul id="site-menu" ref={menu} className={`${styles.links} ${menuOpen ? styles.open : ''}`}>
          {navLinks.map((link) => {
            const active = isLinkActive(link.to, pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={`${styles.link} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>

        <div className={styles.tools}>
          <button
            type="button"
            className={styles.cart}
            onClick={requestCartOpen}
            aria-label={cartLabel}
            disabled={!takenOver}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6h15l-1.5 8.5a2 2 0 0 1-2 1.5H9a2 2 0 0 1-2-1.6L5 3H2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
              <circle cx="17.5" cy="20" r="1.5" fill="currentColor" />
            </svg>
            {count > 0 && (
              <span className={styles.badge} data-testid="cart-count">
                {count}
              </span>
            )}
          </button>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            disabled={!takenOver}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </nav>
    </header>
  );
}
