import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { EmbeddedCheckout, StripeCheckout } from './payments/hosted-checkout';
import type { PaymentGateway } from './payments/payment-gateway';
import { createStripeClient } from './payments/stripe-client';
import { StripePaymentIntents } from './payments/stripe-payment-intents';
import { TestCardProcessor } from './payments/test-card-processor';
import { EmbeddedCatalog } from './catalog/embedded-catalog';
import type { FulfilmentService } from './orders/fulfilment';
import { LocalFulfilment } from './orders/local-fulfilment';
import { PrintfulCatalog } from './catalog/printful-catalog';
import { PrintfulClient } from './printful/printful-client';
import { PrintfulFulfilment } from './orders/printful-fulfilment';
import { SiteBackups } from './backups/site-backups';
import { CatalogCache } from './catalog/catalog-cache';
import { LogTransport, SmtpTransport } from './mail/mail-transport';
import { MailOutbox } from './mail/mail-outbox';
import { GaveUpNotices } from './jobs/gave-up-notices';
import { JobQueue } from './jobs/job-queue';
import { MediaLibrary } from './media/media-library';
import { SiteMetrics } from './metrics/site-metrics';
import { openMediaStorage, type MediaStorage } from './media/media-storage';
import { OrderLifecycle } from './orders/order-lifecycle';
import { OrderMails } from './orders/order-mails';
import { OrdersRepository } from './orders/orders-repository';
import { PaymentSessions } from './design-service/payment-sessions';
import { ServicePayments } from './design-service/service-payments';
import { ArtworkHolds } from './artworks/artwork-holds';
import { ArtworksRepository } from './artworks/artworks-repository';
import { PrintCosts } from './prints/print-costs';
import { PrintOffers } from './prints/print-offers';
import { PrintfulMockups } from './prints/printful-mockups';
import { StudioAuth } from './studio/studio-auth';
import { ListSends } from './mailing-list/list-sends';
import { PieceWatches } from './mailing-list/piece-watches';
import { Subscribers } from './mailing-list/subscribers';
import { piecesForLetters } from './mailing-list/letter-pieces';
import { CodeMisses } from './offers/code-misses';
import { DiscountCodes } from './offers/discount-codes';
import { GiftCardMails } from './offers/gift-card-mails';
import { GiftCards } from './offers/gift-cards';
import { Commissions } from './commissions/commissions';
import { PaymentRequests } from './commissions/payment-requests';
import { PageVisits } from './shop-today/page-visits';
import { SiteTextStore } from './site-words/site-text';

export interface Services {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
  catalog: CatalogCache;
  payments: PaymentGateway;
  fulfilment: FulfilmentService;
  orders: OrdersRepository;
  lifecycle: OrderLifecycle;
  outbox: MailOutbox;
  /** The Stripe SDK client, when Stripe is configured. */
  stripe?: Stripe;
  paymentSessions: PaymentSessions;
  servicePayments: ServicePayments;
  /** Work that runs in the background, once across every process: fulfilment, e-mail, settlement, webhooks. */
  jobs: JobQueue;
  /** Archives of the site: the daily backup, and where they are kept. */
  backups: SiteBackups;
  /** What the hosting's Prometheus reads: requests, orders, payments, jobs, e-mails, the render cache. */
  metrics: SiteMetrics;
  /** Who may enter the artist's studio: her passkeys and sessions. */
  studioAuth: StudioAuth;
  /** Her pieces, and the originals held for a buyer's payment. */
  artworks: ArtworksRepository;
  holds: ArtworkHolds;
  /** The prints she offers of her pieces. */
  prints: PrintOffers;
  /** What Printful charges for each print, when the site prints with Printful. */
  printCosts?: PrintCosts;
  /** Her photos: the library of each photo's sizes, and where their files are kept. */
  media: MediaLibrary;
  mediaStorage: MediaStorage;
  /** Her list: the subscribers and their consent, her letters' sends, and the Reserved pieces' watchers. */
  subscribers: Subscribers;
  listSends: ListSends;
  pieceWatches: PieceWatches;
  /** Her pieces as her letters show them. */
  letterPieces: ReturnType<typeof piecesForLetters>;
  /** Her offers: the discount codes she runs, and the gift cards sold. */
  discounts: DiscountCodes;
  giftCards: GiftCards;
  /** Her commissions from proposal to final payment, and the payments she requests. */
  commissions: Commissions;
  paymentRequests: PaymentRequests;
  /** The site's own count of visits to its pages: per page, day and source, nothing of the visitor. */
  visits: PageVisits;
  /** Her words and prices: what every page is served with and every price is read from. */
  siteText: SiteTextStore;
}

/** Wires each concern to its production adapter when configured, else to its embedded default. */
export function createServices(config: AppConfig, db: Database, log: FastifyBaseLogger): Services {
  const printful = config.printful
    ? new PrintfulClient({
        token: config.printful.token,
        storeId: config.printful.storeId,
        baseUrl: config.printful.apiUrl,
      })
    : undefined;
  const stripe = config.stripe ? createStripeClient(config.stripe) : undefined;

  const catalog = new CatalogCache(printful ? new PrintfulCatalog(printful) : new EmbeddedCatalog(), {
    ttlMs: config.catalogTtlMs,
    log,
  });
  const payments = stripe ? new StripePaymentIntents(stripe) : new TestCardProcessor(db);
  // A demo shop may show her Printful store's products, but never sends it an order.
  const fulfilment = printful && config.env !== 'demo' ? new PrintfulFulfilment(printful) : new LocalFulfilment(db);
  const orders = new OrdersRepository(db);
  const jobs = new JobQueue(db, log, config.jobs);
  const smtp = config.mail.smtpUrl ? new SmtpTransport(config.mail.smtpUrl, config.mail.from) : undefined;
  const transport = smtp ?? new LogTransport(log);
  const outbox = new MailOutbox(db, transport, jobs, log, config.mail.retryMs);
  const metrics = new SiteMetrics({ orders, jobs, outbox, log });
  const notices = new GaveUpNotices(outbox, config.mail.artistEmail, log);
  jobs.onGaveUp((job) => notices.report(job));
  const mailSettings = { db, jobs, outbox, publicUrl: config.publicUrl, retryMs: config.mail.retryMs };
  const pieceWatches = new PieceWatches(mailSettings);
  const holds = new ArtworkHolds((tx, artworkIds) => pieceWatches.released(tx, artworkIds));
  const storage = openMediaStorage(config.media);
  const media = new MediaLibrary(db, storage);
  const backups = new SiteBackups({ config: config.backups, source: { db, media: storage }, jobs, log });
  const artworks = new ArtworksRepository(db, media);
  // With a Printful store, Printful's generator draws the prints' mock-ups too.
  const prints: PrintOffers = new PrintOffers(db, media, artworks, async (artworkId) =>
    printfulMockups?.request(artworkId),
  );
  const printfulMockups: PrintfulMockups | undefined =
    printful &&
    new PrintfulMockups({
      jobs,
      client: printful,
      prints,
      media,
      publicUrl: config.publicUrl,
      log,
      retryMs: config.fulfilmentRetryMs,
    });
  const discounts = new DiscountCodes(db);
  const giftCards = new GiftCards({
    db,
    jobs,
    outbox,
    mails: new GiftCardMails(config.publicUrl),
    misses: new CodeMisses({ db, outbox, artistEmail: config.mail.artistEmail, publicUrl: config.publicUrl }),
    retryMs: config.mail.retryMs,
  });
  const lifecycle = new OrderLifecycle({
    db,
    holds,
    discounts,
    giftCards,
    printFileUrl: async (artworkId) => `${config.publicUrl}${await prints.printFile(artworkId)}`,
    orders,
    jobs,
    outbox,
    mails: new OrderMails({ publicUrl: config.publicUrl, artistEmail: config.mail.artistEmail }),
    fulfilment,
    payments,
    log,
    onPaymentChanged: metrics.countPayment,
    fulfilmentRetryMs: config.fulfilmentRetryMs,
    settleAfterMs: config.paymentSettleMs,
  });
  const subscribers = new Subscribers(mailSettings);
  const letterPieces = piecesForLetters(artworks, prints);
  const listSends = new ListSends({
    ...mailSettings,
    log,
    smtp,
    pieces: letterPieces.pieces,
    perMinute: config.mail.listPerMinute,
  });
  const paymentRequests = new PaymentRequests({
    db,
    jobs,
    outbox,
    publicUrl: config.publicUrl,
    artistEmail: config.mail.artistEmail,
    timeZone: config.timeZone,
    retryMs: config.mail.retryMs,
  });
  const commissions = new Commissions({
    db,
    outbox,
    media,
    requests: paymentRequests,
    publicUrl: config.publicUrl,
    artistEmail: config.mail.artistEmail,
    timeZone: config.timeZone,
  });
  const paymentSessions = new PaymentSessions(db);
  const siteText = new SiteTextStore({ db, timeZone: config.timeZone });
  const checkout = stripe ? new StripeCheckout(stripe) : new EmbeddedCheckout(db, config.publicUrl);
  const servicePayments = new ServicePayments({
    config,
    db,
    sessions: paymentSessions,
    checkout,
    outbox,
    log,
    onPaymentChanged: metrics.countPayment,
    requests: paymentRequests,
    siteText,
  });
  log.info(
    {
      node: process.version,
      catalogue: catalog.sourceName,
      payments: payments.name,
      fulfilment: fulfilment.name,
      mail: transport.name,
      media: storage.name,
    },
    'services ready',
  );
  if (printful && !config.publicUrl.startsWith('https://')) {
    log.warn(
      { publicUrl: config.publicUrl },
      'Printful fetches the files of print orders from PUBLIC_URL, which is not an https:// address: set it to the site’s public address',
    );
  }
  return {
    config,
    db,
    log,
    catalog,
    payments,
    fulfilment,
    orders,
    lifecycle,
    outbox,
    stripe,
    paymentSessions,
    servicePayments,
    jobs,
    backups,
    metrics,
    studioAuth: new StudioAuth(db, { publicUrl: config.publicUrl, artistEmail: config.mail.artistEmail }),
    artworks,
    holds,
    prints,
    printCosts: printful && new PrintCosts(printful),
    media,
    mediaStorage: storage,
    subscribers,
    listSends,
    pieceWatches,
    letterPieces,
    discounts,
    giftCards,
    commissions,
    paymentRequests,
    visits: new PageVisits({ db, publicUrl: config.publicUrl, timeZone: config.timeZone }),
    siteText,
  };
}
