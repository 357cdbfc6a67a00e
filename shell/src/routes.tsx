import type { RouteObject } from 'react-router-dom';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { RemoteName } from './federation/remote-registry';
import { RemoteScreen } from './federation/RemoteScreen';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound';
import { PaymentSuccessRoute } from './pages/PaymentSuccessRoute';
import { RouterError } from './pages/RouterError';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must stay out of search results. */
  noindex?: boolean;
}

interface ScreenRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this screen. */
  exposed: string;
  meta: PageMeta;
}

const { artistName, businessName } = siteConfig;
const titled = (page: string) => `${page} | ${businessName}`;

const meta = {
  fineArt: {
    title: titled('Fine Art'),
    description: `Original paintings by ${artistName}: faith-inspired fine art, each piece telling a story of hope.`,
  },
  prints: {
    title: titled('Prints'),
    description:
      'Art prints, including NFL and college football collections, to bring inspiration and faith into your home.',
  },
  merch: {
    title: titled('Merch'),
    description: 'Faith-inspired t-shirts and sweatshirts, printed on demand and shipped to your door.',
  },
  product: { title: titled('Merch'), description: 'Faith-inspired apparel, printed on demand.' },
  contact: {
    title: titled('Contact'),
    description: `Get in touch with ${artistName} about art, prints, commissions, t-shirts or a collaboration.`,
  },
} satisfies Record<string, PageMeta>;

/** Every path of the product, aliases included, and the remote screen it shows. */
const screenRoutes: ScreenRoute[] = [
  {
    path: sitePaths.home,
    remote: 'portfolio',
    exposed: 'Home',
    meta: {
      title: `${businessName} | ${siteConfig.tagline}`,
      description: `${artistName} is a Christian artist and designer: fine art, prints, custom paintings, murals, apparel and logo design, rooted in faith.`,
    },
  },
  {
    path: sitePaths.meetArtist,
    remote: 'portfolio',
    exposed: 'About',
    meta: {
      title: titled(`Meet ${artistName}`),
      description: `The story of ${artistName}: studio art, large banners, custom clothing and graphic design, all rooted in faith.`,
    },
  },
  { path: sitePaths.fineArt, remote: 'portfolio', exposed: 'FineArt', meta: meta.fineArt },
  { path: sitePaths.artShop, remote: 'portfolio', exposed: 'FineArt', meta: meta.fineArt },
  { path: sitePaths.prints, remote: 'portfolio', exposed: 'Prints', meta: meta.prints },
  { path: sitePaths.printShop, remote: 'portfolio', exposed: 'Prints', meta: meta.prints },
  {
    path: sitePaths.customPaintings,
    remote: 'portfolio',
    exposed: 'CustomPaintings',
    meta: {
      title: titled('Custom Paintings'),
      description: 'Commission a custom painting or mural, from concept to canvas.',
    },
  },
  { path: sitePaths.contact, remote: 'portfolio', exposed: 'Contact', meta: meta.contact },
  { path: sitePaths.contactAlias, remote: 'portfolio', exposed: 'Contact', meta: meta.contact },
  { path: sitePaths.merch, remote: 'shop', exposed: 'MerchList', meta: meta.merch },
  { path: sitePaths.swagShop, remote: 'shop', exposed: 'MerchList', meta: meta.merch },
  { path: `${sitePaths.merch}/product/:productId`, remote: 'shop', exposed: 'ProductDetail', meta: meta.product },
  { path: `${sitePaths.swagShop}/product/:productId`, remote: 'shop', exposed: 'ProductDetail', meta: meta.product },
  {
    path: sitePaths.checkout,
    remote: 'shop',
    exposed: 'Checkout',
    meta: { title: titled('Checkout'), description: 'Review your order and pay securely.', noindex: true },
  },
  {
    path: sitePaths.proposals,
    remote: 'design_service',
    exposed: 'Proposals',
    meta: { title: titled('Proposals'), description: 'Project proposals for murals and logo design.' },
  },
  {
    path: sitePaths.muralProposal,
    remote: 'design_service',
    exposed: 'MuralProposal',
    meta: {
      title: titled('Play Harbor Mural Proposal'),
      description: "A 'color flow' wave-pattern room wrap mural proposal for Play Harbor.",
    },
  },
  {
    path: sitePaths.logoProposal,
    remote: 'design_service',
    exposed: 'LogoProposal',
    meta: {
      title: titled('Divine Design Logo & Book Cover Proposal'),
      description: 'A logo design and book cover proposal: concepts, revisions and a complete brand package.',
    },
  },
  {
    path: sitePaths.logoPayment,
    remote: 'design_service',
    exposed: 'LogoPayment',
    meta: {
      title: titled('Project Agreement & Payment'),
      description: 'Accept the project agreement and pay securely.',
      noindex: true,
    },
  },
  {
    path: sitePaths.logoThankYou,
    remote: 'design_service',
    exposed: 'LogoThankYou',
    meta: { title: titled('Thank You'), description: 'Your design project is confirmed.', noindex: true },
  },
  {
    path: sitePaths.logoOnboarding,
    remote: 'design_service',
    exposed: 'LogoOnboarding',
    meta: {
      title: titled('Project Onboarding'),
      description: 'Tell us about your business and your logo.',
      noindex: true,
    },
  },
];

const paymentSuccessMeta: PageMeta = {
  title: titled('Payment Successful'),
  description: 'Your payment has been received.',
  noindex: true,
};

const notFoundMeta: PageMeta = {
  title: titled('Page not found'),
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

export const siteRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouterError />,
    children: [
      {
        errorElement: <RouterError />,
        children: [
          ...screenRoutes.map(({ path, remote, exposed, meta: pageMeta }): RouteObject => ({
            path,
            handle: { meta: pageMeta },
            element: <RemoteScreen key={`${remote}/${exposed}`} remote={remote} exposed={exposed} />,
          })),
          { path: sitePaths.paymentSuccess, handle: { meta: paymentSuccessMeta }, element: <PaymentSuccessRoute /> },
          { path: '*', handle: { meta: notFoundMeta }, element: <NotFound /> },
        ],
      },
    ],
  },
];
