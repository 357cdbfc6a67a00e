import { Suspense, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, type Location } from 'react-router';
import { PageDataContext, type PageData } from 'shared-contracts/page-data';
import type { PageMeta } from 'shared-contracts/site-manifest';
import { CartPanelSlot } from '../cart-bus/CartPanelSlot';
import { connectCartBus } from '../cart-bus/cart-bus';
import { Toaster } from '../toasts/Toaster';
import { applyPageMeta, isServedHeadOf } from './page-meta';
import { scrollToHash } from './scroll-to-hash';
import { tellVisit } from './visits';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import styles from './Layout.module.css';

const noData: PageData = {};

export function Layout() {
  const { hash, key, pathname } = useLocation();
  // The head the server wrote for the page first opened is kept: it is that page's own. It is
  // looked at in the browser's first effect; the server's render has no document.
  const servedHead = useRef<{ pathname: string | undefined }>(undefined);
  const matches = useMatches();
  // The page's data serves the page it came with; after a move, screens ask afresh.
  const servedData = useContext(PageDataContext);
  const [firstEntry] = useState(key);

  const meta = [...matches].reverse().find((match) => hasMeta(match.handle))?.handle as { meta: PageMeta } | undefined;

  useLayoutEffect(() => connectCartBus(), []);

  // Before the screens' own effects, which may name the page more closely (a product's title).
  useLayoutEffect(() => {
    servedHead.current ??= { pathname: isServedHeadOf(pathname) ? pathname : undefined };
    if (servedHead.current.pathname === pathname) return;
    servedHead.current.pathname = undefined;
    if (meta) applyPageMeta(meta.meta, pathname);
  }, [meta, pathname]);

  useEffect(() => {
    if (hash) return scrollToHash(hash);
  }, [hash, key]);

  // Each page viewed is counted once; only the first page of a visit came from somewhere else.
  const told = useRef(false);
  useEffect(() => {
    tellVisit(pathname, told.current ? '' : document.referrer);
    told.current = true;
  }, [pathname]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageDataContext.Provider value={key === firstEntry ? servedData : noData}>
          <Outlet />
        </PageDataContext.Provider>
      </main>
      {/*
        Far below the first screen, with only the sign-up form to use: a boundary of its own, so
        a page the server rendered takes over its navigation and screen first and the footer
        after, or at once when a visitor reaches for it first.
      */}
      <Suspense>
        <Footer />
      </Suspense>
      <CartPanelSlot />
      <Toaster page={pathname} />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Where a page's scroll position is kept: per history entry, and for a page loaded afresh (which
 * every load names "default") per address, so a new page does not open where the last one was.
 */
function scrollKey({ key, pathname, search }: Location): string {
  return key === 'default' ? `${pathname}${search}` : key;
}

function hasMeta(handle: unknown): handle is { meta: PageMeta } {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
