/**
 * The one place that names the artist and her business. Paths such as /meet-grace and
 * /contact-grace, the contact address and the social links all derive from here, so a page
 * never hard-codes them.
 */
export interface SiteConfig {
  artistName: string;
  businessName: string;
  tagline: string;
  contactEmail: string;
  copyrightYear: number;
  social: {
    instagram: string;
    facebook: string;
    pinterest: string;
  };
}

export const siteConfig: SiteConfig = {
  artistName: 'Grace',
  businessName: 'Grace Studio',
  tagline: 'Creativity Rooted in Faith',
  contactEmail: 'studio@example.com',
  copyrightYear: 2024,
  social: {
    instagram: 'https://www.instagram.com/gracestudio.art',
    facebook: 'https://www.facebook.com/gracestudio.art',
    pinterest: 'https://www.pinterest.com/gracestudioart',
  },
};

export interface Scripture {
  text: string;
  reference: string;
}

export const ephesians210: Scripture = {
  text: "For we are God's handiwork, created in Christ Jesus to do good works, which God prepared in advance for us to do.",
  reference: 'Ephesians 2:10',
};

const artistSlug = siteConfig.artistName.toLowerCase();

/** Every path a visitor can reach, as the product specification names them. */
export const sitePaths = {
  home: '/',
  meetArtist: `/meet-${artistSlug}`,
  meetArtistAnchor: `meet-${artistSlug}`,
  fineArt: '/fine-art',
  artwork: (slug: string) => `/fine-art/${encodeURIComponent(slug)}`,
  artShop: '/art-shop',
  prints: '/prints',
  printShop: '/print-shop',
  print: (slug: string) => `/prints/${encodeURIComponent(slug)}`,
  merch: '/merch',
  swagShop: '/swag-shop',
  product: (productId: string | number) => `/merch/product/${encodeURIComponent(String(productId))}`,
  checkout: '/checkout',
  giftCards: '/gift-cards',
  giftCardBalance: '/gift-cards/balance',
  contact: `/contact-${artistSlug}`,
  contactAlias: '/contact',
  customPaintings: '/custom-paintings',
  shippingReturns: '/shipping-returns',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  tShirts: '/t-shirts',
  proposals: '/proposal',
  proposalExamples: '/proposal/examples',
  /** A client's own commission: its key follows `#`. */
  commission: '/commission',
  muralProposal: '/play-harbor-proposal',
  logoProposal: '/dydd-logo-proposal',
  logoPayment: '/dydd-logo-proposal/payment',
  logoThankYou: '/dydd-logo-proposal/thank-you',
  logoOnboarding: '/dydd-logo-proposal/onboarding',
  paymentSuccess: '/payment-success',
  orders: '/orders',
  /** The pages a list e-mail links to; the token follows `#`, so it never reaches a server's log. */
  listConfirm: '/list/confirm',
  listUnsubscribe: '/list/unsubscribe',
  studio: '/studio',
  studioEnrol: '/studio/enrol',
  studioArtworks: '/studio/artworks',
  studioArtwork: (artworkId: string) => `/studio/artworks/${encodeURIComponent(artworkId)}`,
  studioNewArtwork: '/studio/artworks/new',
  studioPasskeys: '/studio/passkeys',
  studioPictures: '/studio/pictures',
  studioSite: '/studio/site',
  studioToShip: '/studio/to-ship',
  studioChanges: '/studio/changes',
  studioBackups: '/studio/backups',
  studioSiteHealth: '/studio/site-health',
  studioOrders: '/studio/orders',
  studioList: '/studio/list',
  studioLetter: '/studio/list/letter',
  studioOutbox: '/studio/outbox',
  studioOffers: '/studio/offers',
  studioOrder: (orderId: string) => `/studio/orders/${encodeURIComponent(orderId)}`,
  studioMessages: '/studio/messages',
  studioMessage: (messageId: string) => `/studio/messages/${encodeURIComponent(messageId)}`,
  studioProposals: '/studio/proposals',
  studioProposal: (commissionId: string) => `/studio/proposals/${encodeURIComponent(commissionId)}`,
  studioProjects: '/studio/projects',
  studioProject: (projectId: string) => `/studio/projects/${encodeURIComponent(projectId)}`,
  /**
   * A buyer's order page. Its key rides in the fragment, which browsers never send to a server;
   * older links carried it as `?key=`, and the page still takes those.
   */
  order: (orderId: string, key: string) =>
    `/orders/${encodeURIComponent(orderId)}#${new URLSearchParams({ key }).toString()}`,
} as const;
