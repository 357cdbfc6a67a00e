import { siteConfig, sitePaths } from 'shared-contracts/site-config';

/**
 * The one description of how the site is composed: the host, each remote and each page.
 * The shell's routes and page meta, the server's remote addresses, static mounts, status codes,
 * robots.txt and sitemap, the start and dev scripts, the webpack builds, the lint fences and the
 * browser tests all read it. Adding a page is one entry in `pages` (and its screen's file in
 * the remote's `exposes`); adding a remote is one entry in `remotes` and its folder.
 */

export interface RemoteEntry {
  /** Its folder in the repository, also its npm workspace. */
  folder: `mfe-${string}`;
  /** Where the site's own server serves its build. */
  urlPrefix: `/${string}/`;
  /** Its dev server's port (`npm run dev`). */
  devPort: number;
  /** How a visitor hears it named when it cannot be loaded: "We couldn't load the {label}". */
  label: string;
  /** The modules it exposes to the shell, each with its source file. */
  exposes: Record<string, `./src/${string}.tsx`>;
}

/** The host application. */
export const host = { folder: 'shell', devPort: 3000 } as const;

/** Every remote, keyed by its federation name. */
export const remotes = {
  portfolio: {
    folder: 'mfe-portfolio',
    urlPrefix: '/portfolio/',
    devPort: 3001,
    label: 'gallery',
    exposes: {
      Home: './src/home/HomeScreen.tsx',
      About: './src/about/AboutScreen.tsx',
      FineArt: './src/fine-art/FineArtScreen.tsx',
      Artwork: './src/fine-art/ArtworkScreen.tsx',
      Prints: './src/prints/PrintsScreen.tsx',
      Print: './src/prints/PrintScreen.tsx',
      CustomPaintings: './src/custom-paintings/CustomPaintingsScreen.tsx',
      Contact: './src/contact/ContactScreen.tsx',
      ShippingReturns: './src/policies/ShippingReturnsScreen.tsx',
      Privacy: './src/policies/PrivacyScreen.tsx',
      Terms: './src/policies/TermsScreen.tsx',
      Faq: './src/policies/FaqScreen.tsx',
      ListConfirm: './src/list/ListConfirmScreen.tsx',
      ListUnsubscribe: './src/list/ListUnsubscribeScreen.tsx',
    },
  },
  shop: {
    folder: 'mfe-shop',
    urlPrefix: '/shop/',
    devPort: 3002,
    label: 'shop',
    exposes: {
      MerchList: './src/catalog/MerchListScreen.tsx',
      ProductDetail: './src/product/ProductDetailScreen.tsx',
      Checkout: './src/checkout/CheckoutScreen.tsx',
      OrderSuccess: './src/order-success/OrderSuccessScreen.tsx',
      OrderStatus: './src/order-status/OrderStatusScreen.tsx',
      CartPanel: './src/cart/CartPanel.tsx',
      GiftCards: './src/gift-cards/GiftCardsScreen.tsx',
      GiftCardBalance: './src/gift-cards/GiftCardBalanceScreen.tsx',
    },
  },
  design_service: {
    folder: 'mfe-design-service',
    urlPrefix: '/design-service/',
    devPort: 3003,
    label: 'design service',
    exposes: {
      Proposals: './src/proposals/ProposalsScreen.tsx',
      MuralProposal: './src/mural/MuralProposalScreen.tsx',
      LogoProposal: './src/logo/LogoProposalScreen.tsx',
      LogoPayment: './src/logo/LogoPaymentScreen.tsx',
      LogoThankYou: './src/logo/LogoThankYouScreen.tsx',
      LogoOnboarding: './src/logo/LogoOnboardingScreen.tsx',
      DepositSuccess: './src/deposit/DepositSuccessScreen.tsx',
      Commission: './src/commission/CommissionScreen.tsx',
      ProposalExample: './src/proposals/ProposalExampleScreen.tsx',
    },
  },
  studio: {
    folder: 'mfe-studio',
    urlPrefix: '/studio-app/',
    devPort: 3004,
    label: 'studio',
    exposes: {
      Today: './src/today/TodayScreen.tsx',
      Studio: './src/artworks/StudioScreen.tsx',
      Enrol: './src/sign-in/EnrolScreen.tsx',
      ArtworkEditor: './src/artworks/ArtworkEditorScreen.tsx',
      Passkeys: './src/passkeys/PasskeysScreen.tsx',
      SitePictures: './src/site-pictures/SitePicturesScreen.tsx',
      Site: './src/site/SiteScreen.tsx',
      Changes: './src/changes/ChangesScreen.tsx',
      Backups: './src/backups/BackupsScreen.tsx',
      SiteHealth: './src/site-health/SiteHealthScreen.tsx',
      ToShip: './src/to-ship/ToShipScreen.tsx',
      Orders: './src/orders/OrdersScreen.tsx',
      Order: './src/orders/OrderScreen.tsx',
      Messages: './src/messages/MessagesScreen.tsx',
      Message: './src/messages/MessageScreen.tsx',
      Projects: './src/projects/ProjectsScreen.tsx',
      Project: './src/projects/ProjectScreen.tsx',
      List: './src/list/ListScreen.tsx',
      Letter: './src/list/LetterScreen.tsx',
      Outbox: './src/outbox/OutboxScreen.tsx',
      Offers: './src/offers/OffersScreen.tsx',
      Proposals: './src/proposals/ProposalsScreen.tsx',
      Proposal: './src/proposals/ProposalScreen.tsx',
    },
  },
} as const satisfies Record<string, RemoteEntry>;

export type RemoteName = keyof typeof remotes;
export type ExposedName<R extends RemoteName> = keyof (typeof remotes)[R]['exposes'] & string;

/** One module of one remote, checked by the compiler against what that remote exposes. */
export type ExposedScreen = { [R in RemoteName]: { remote: R; exposed: ExposedName<R> } }[RemoteName];

/** Screens the shell draws itself, choosing between remotes by what the visitor arrived with. */
export type ShellScreen = 'PaymentSuccess';

export interface PageMeta {
  title: string;
  description: string;
  /** Whether search engines may list it; pages that are not carry `noindex`. */
  indexed: boolean;
}

export interface Page extends PageMeta {
  /** The address, as the product specification gives it; `:name` marks a parameter. */
  path: string;
  /** Other addresses of the same page. */
  aliases?: readonly string[];
  screen: ExposedScreen | { shell: ShellScreen };
}

const { artistName, businessName } = siteConfig;

/** The artist's back office: her pages only, never listed by search engines. */
function studioPages() {
  const studioPage = <Exposed extends ExposedName<'studio'>>(path: string, exposed: Exposed, page: string) =>
    ({
      path,
      screen: { remote: 'studio', exposed },
      title: titled(`${page} · Studio`),
      description: `${businessName}'s studio.`,
      indexed: false,
    }) as const;
  return [
    studioPage(sitePaths.studio, 'Today', 'Today'),
    studioPage(sitePaths.studioArtworks, 'Studio', 'Artworks'),
    studioPage(sitePaths.studioEnrol, 'Enrol', 'Create a passkey'),
    studioPage(`${sitePaths.studioArtworks}/:artworkId`, 'ArtworkEditor', 'Artwork'),
    studioPage(sitePaths.studioPasskeys, 'Passkeys', 'Passkeys'),
    studioPage(sitePaths.studioPictures, 'SitePictures', 'Pictures'),
    studioPage(sitePaths.studioSite, 'Site', 'Site'),
    studioPage(sitePaths.studioChanges, 'Changes', 'Changes'),
    studioPage(sitePaths.studioBackups, 'Backups', 'Backups'),
    studioPage(sitePaths.studioSiteHealth, 'SiteHealth', 'Site health'),
    studioPage(sitePaths.studioToShip, 'ToShip', 'To ship'),
    studioPage(sitePaths.studioOrders, 'Orders', 'Orders'),
    studioPage(`${sitePaths.studioOrders}/:orderId`, 'Order', 'Order'),
    studioPage(sitePaths.studioMessages, 'Messages', 'Messages'),
    studioPage(`${sitePaths.studioMessages}/:messageId`, 'Message', 'Message'),
    studioPage(sitePaths.studioProposals, 'Proposals', 'Proposals'),
    studioPage(`${sitePaths.studioProposals}/:commissionId`, 'Proposal', 'Proposal'),
    studioPage(sitePaths.studioProjects, 'Projects', 'Projects'),
    studioPage(`${sitePaths.studioProjects}/:projectId`, 'Project', 'Project'),
    studioPage(sitePaths.studioList, 'List', 'List'),
    studioPage(sitePaths.studioLetter, 'Letter', 'Letter'),
    studioPage(sitePaths.studioOutbox, 'Outbox', 'E-mail outbox'),
    studioPage(sitePaths.studioOffers, 'Offers', 'Offers'),
  ];
}

/**
 * Whether the server renders a page's content into its HTML. A page search engines may list is
 * the same for every visitor, so it is; one that shows a visitor's own cart, order, payment or
 * the artist's studio is drawn by the browser alone.
 */
export const renderedOnServer = (page: Page) => page.indexed;

/** Between the parts of a title: `Merch · Grace Studio`. */
export const titleSeparator = ' · ';

/** A page's title as the site gives it: the page, then the business. */
export const titled = (page: string) => `${page}${titleSeparator}${businessName}`;

/**
 * The title of a piece's or a print's own page: the piece, its part of the site, then the
 * business. The served head and the browser's tab both use it, so the title never changes
 * under the visitor once the page has loaded.
 */
export const titledIn = (section: 'Fine Art' | 'Prints', piece: string) =>
  titled(`${piece}${titleSeparator}${section}`);

/** Every page of the site, as a visitor reaches it. */
export const pages = [
  {
    path: sitePaths.home,
    screen: { remote: 'portfolio', exposed: 'Home' },
    title: `${businessName}${titleSeparator}${siteConfig.tagline}`,
    description: `${artistName} is a Christian artist and designer: fine art, prints, custom paintings, murals, apparel and logo design, rooted in faith.`,
    indexed: true,
  },
  {
    path: sitePaths.meetArtist,
    screen: { remote: 'portfolio', exposed: 'About' },
    title: titled(`Meet ${artistName}`),
    description: `The story of ${artistName}: studio art, large banners, custom clothing and graphic design, all rooted in faith.`,
    indexed: true,
  },
  {
    path: sitePaths.fineArt,
    aliases: [sitePaths.artShop],
    screen: { remote: 'portfolio', exposed: 'FineArt' },
    title: titled('Fine Art'),
    description: `Original paintings by ${artistName}: faith-inspired fine art, each piece telling a story of hope.`,
    indexed: true,
  },
  {
    path: `${sitePaths.fineArt}/:slug`,
    aliases: [`${sitePaths.artShop}/:slug`],
    screen: { remote: 'portfolio', exposed: 'Artwork' },
    title: titled('Fine Art'),
    description: `An original painting by ${artistName}.`,
    indexed: true,
  },
  {
    path: sitePaths.prints,
    aliases: [sitePaths.printShop],
    screen: { remote: 'portfolio', exposed: 'Prints' },
    title: titled('Prints'),
    description:
      'Art prints, including NFL and college football collections, to bring inspiration and faith into your home.',
    indexed: true,
  },
  {
    path: `${sitePaths.prints}/:slug`,
    aliases: [`${sitePaths.printShop}/:slug`],
    screen: { remote: 'portfolio', exposed: 'Print' },
    title: titled('Prints'),
    description: `A print of an artwork by ${artistName}, made to order.`,
    indexed: true,
  },
  {
    path: sitePaths.customPaintings,
    screen: { remote: 'portfolio', exposed: 'CustomPaintings' },
    title: titled('Custom Paintings'),
    description: 'Commission a custom painting or mural, from concept to canvas.',
    indexed: true,
  },
  {
    path: sitePaths.contact,
    aliases: [sitePaths.contactAlias],
    screen: { remote: 'portfolio', exposed: 'Contact' },
    title: titled('Contact'),
    description: `Get in touch with ${artistName} about art, prints, commissions, t-shirts or a collaboration.`,
    indexed: true,
  },
  {
    path: sitePaths.shippingReturns,
    screen: { remote: 'portfolio', exposed: 'ShippingReturns' },
    title: titled('Shipping & Returns'),
    description:
      'How merch, prints and original paintings are shipped, what shipping costs, and how returns and refunds work.',
    indexed: true,
  },
  {
    path: sitePaths.privacy,
    screen: { remote: 'portfolio', exposed: 'Privacy' },
    title: titled('Privacy Policy'),
    description: `What ${businessName} collects when you order, write or start a design project, why, how long it is kept and who processes it.`,
    indexed: true,
  },
  {
    path: sitePaths.terms,
    screen: { remote: 'portfolio', exposed: 'Terms' },
    title: titled('Terms of Service'),
    description: `The terms of buying from ${businessName}: prices and payment, originals, prints and merch, commissions and the design service.`,
    indexed: true,
  },
  {
    path: sitePaths.faq,
    screen: { remote: 'portfolio', exposed: 'Faq' },
    title: titled('FAQ'),
    description: 'Answers about shipping, returns, commissions and how long a logo or book cover takes.',
    indexed: true,
  },
  {
    path: sitePaths.merch,
    aliases: [sitePaths.swagShop],
    screen: { remote: 'shop', exposed: 'MerchList' },
    title: titled('Merch'),
    description: 'Faith-inspired t-shirts and sweatshirts, printed on demand and shipped to your door.',
    indexed: true,
  },
  {
    path: sitePaths.tShirts,
    screen: { remote: 'shop', exposed: 'MerchList' },
    title: titled('T-Shirts'),
    description: 'Faith-inspired t-shirts, printed on demand and shipped to your door.',
    indexed: true,
  },
  {
    path: `${sitePaths.merch}/product/:productId`,
    aliases: [`${sitePaths.swagShop}/product/:productId`],
    screen: { remote: 'shop', exposed: 'ProductDetail' },
    title: titled('Merch'),
    description: 'Faith-inspired apparel, printed on demand.',
    indexed: true,
  },
  {
    path: sitePaths.giftCards,
    screen: { remote: 'shop', exposed: 'GiftCards' },
    title: titled('Gift cards'),
    description: `Give a gift card for ${artistName}'s originals, prints and apparel, e-mailed on the day you choose.`,
    indexed: true,
  },
  {
    path: sitePaths.giftCardBalance,
    screen: { remote: 'shop', exposed: 'GiftCardBalance' },
    title: titled('Gift card balance'),
    description: 'Check what is left on a gift card.',
    indexed: false,
  },
  {
    path: sitePaths.checkout,
    screen: { remote: 'shop', exposed: 'Checkout' },
    title: titled('Checkout'),
    description: 'Review your order and pay securely.',
    indexed: false,
  },
  {
    path: `${sitePaths.orders}/:orderId`,
    screen: { remote: 'shop', exposed: 'OrderStatus' },
    title: titled('Your Order'),
    description: 'Where your order stands: payment, printing and shipping.',
    indexed: false,
  },
  {
    path: sitePaths.proposals,
    screen: { remote: 'design_service', exposed: 'Proposals' },
    title: titled('Proposals'),
    description: 'Project proposals for murals and logo design.',
    indexed: true,
  },
  {
    path: `${sitePaths.proposalExamples}/:exampleId`,
    screen: { remote: 'design_service', exposed: 'ProposalExample' },
    title: titled('Proposal'),
    description: `An example of ${artistName}'s project proposals.`,
    indexed: true,
  },
  {
    path: sitePaths.commission,
    screen: { remote: 'design_service', exposed: 'Commission' },
    title: titled('Your Commission'),
    description: `Your project with ${artistName}: the proposal, its progress and its payments.`,
    indexed: false,
  },
  {
    path: sitePaths.muralProposal,
    screen: { remote: 'design_service', exposed: 'MuralProposal' },
    title: titled('Play Harbor Mural Proposal'),
    description: "A 'color flow' wave-pattern room wrap mural proposal for Play Harbor.",
    indexed: true,
  },
  {
    path: sitePaths.logoProposal,
    screen: { remote: 'design_service', exposed: 'LogoProposal' },
    title: titled('Divine Design Logo & Book Cover Proposal'),
    description: 'A logo design and book cover proposal: concepts, revisions and a complete brand package.',
    indexed: true,
  },
  {
    path: sitePaths.logoPayment,
    screen: { remote: 'design_service', exposed: 'LogoPayment' },
    title: titled('Project Agreement & Payment'),
    description: 'Accept the project agreement and pay securely.',
    indexed: false,
  },
  {
    path: sitePaths.logoThankYou,
    screen: { remote: 'design_service', exposed: 'LogoThankYou' },
    title: titled('Thank You'),
    description: 'Your design project is confirmed.',
    indexed: false,
  },
  {
    path: sitePaths.logoOnboarding,
    screen: { remote: 'design_service', exposed: 'LogoOnboarding' },
    title: titled('Project Onboarding'),
    description: 'Tell us about your business and your logo.',
    indexed: false,
  },
  {
    path: sitePaths.listConfirm,
    screen: { remote: 'portfolio', exposed: 'ListConfirm' },
    title: titled('Confirm your subscription'),
    description: `Confirm that you would like to hear from ${artistName} about new work.`,
    indexed: false,
  },
  {
    path: sitePaths.listUnsubscribe,
    screen: { remote: 'portfolio', exposed: 'ListUnsubscribe' },
    title: titled('Unsubscribe'),
    description: `Stop e-mails about ${artistName}'s new work.`,
    indexed: false,
  },
  {
    path: sitePaths.paymentSuccess,
    screen: { shell: 'PaymentSuccess' },
    title: titled('Payment Successful'),
    description: 'Your payment has been received.',
    indexed: false,
  },
  ...studioPages(),
] as const satisfies readonly Page[];

/** What the site shows, and how it is described, at an address no page answers to. */
export const notFoundMeta: PageMeta = {
  title: titled('Page not found'),
  description: 'The page you were looking for does not exist.',
  indexed: false,
};

/** Every address of a page: its path, then its aliases. */
export function pagePaths(page: Page): string[] {
  return [page.path, ...(page.aliases ?? [])];
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const pageMatchers: readonly { page: Page; path: string; pattern: RegExp }[] = pages.flatMap((page: Page) =>
  pagePaths(page).map((path) => ({ page, path, pattern: pathPattern(path) })),
);

/** The page an address shows, or undefined where the site has none (a 404). */
export function pageAt(pathname: string): Page | undefined {
  return pageMatchers.find(({ pattern }) => pattern.test(pathname))?.page;
}

/**
 * A page's address and the values of its parameter: `/art-shop/still-waters` is the page
 * `/fine-art/:slug` at `/fine-art/still-waters`, with `still-waters`. Undefined for a 404.
 */
export function pageAddress(pathname: string): { page: Page; canonical: string; parameter?: string } | undefined {
  const found = pageMatchers.find(({ pattern }) => pattern.test(pathname));
  if (!found) return undefined;
  const { page, path: template } = found;
  const segments = pathname.replace(/\/$/, '').split('/');
  const position = template.split('/').findIndex((segment) => segment.startsWith(':'));
  const parameter = position >= 0 ? segments[position] : undefined;
  const canonical = parameter === undefined ? page.path : page.path.replace(/:\w+/, () => parameter);
  return { page, canonical, ...(parameter !== undefined && { parameter: decoded(parameter) }) };
}

/** A segment of an address as written, or itself when it is not valid percent-encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The environment variable that moves a remote: `REMOTE_DESIGN_SERVICE_URL`. */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** The `data-boundary` that marks a remote's part of the page, from its folder: `design-service`. */
export function remoteBoundary(name: RemoteName): string {
  return remotes[name].folder.replace(/^mfe-/, '');
}

export const remoteNames = Object.keys(remotes) as RemoteName[];
