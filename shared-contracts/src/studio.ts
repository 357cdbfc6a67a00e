import * as z from 'zod/mini';
import {
  artworkDetailsSchema,
  artworkStatuses,
  pictureSchema,
  sitePhotoSlots,
  sitePhotosSchema,
} from 'shared-contracts/artworks';
import { dollarAmount } from 'shared-contracts/dollar-amount';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { printOfferSchema, printOffersSchema, printProductKeys } from 'shared-contracts/print-products';
import { messageFormWording, requiredText } from 'shared-contracts/required-text';
import { commissionsDeskFunctions } from 'shared-contracts/commissions-desk';
import { listDeskFunctions } from 'shared-contracts/list-desk';
import { shopTodayFunctions } from 'shared-contracts/shop-today';
import { siteWordsDeskFunctions } from 'shared-contracts/site-words-desk';
import { offersDeskFunctions } from 'shared-contracts/offers-desk';
import { deskFunctions } from 'shared-contracts/studio-desk';

/**
 * The artist's studio: the calls of her back office. Every one of them checks that the request
 * comes from the site's own pages (its Origin); those of `studioFunctions` also need her
 * session, and answer 401 and change nothing without it.
 */

const id = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * What WebAuthn's browser side sends and receives, as JSON. The server's WebAuthn library
 * checks every part of it; here it is only held to be an object of the expected shape.
 */
const webAuthnOptions = z.looseObject({ challenge: z.string() });
const webAuthnResponse = z.looseObject({
  id: z.string().check(z.maxLength(2000)),
  rawId: z.string().check(z.maxLength(2000)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
});

/** A ceremony the server began: its challenge is kept under this id until it is answered, once. */
export const ceremonySchema = z.object({ ceremonyId: z.string(), options: webAuthnOptions });
export type Ceremony = z.infer<typeof ceremonySchema>;

const ceremonyAnswer = z.object({ ceremonyId: id, response: webAuthnResponse });
const passkeyName = z.optional(z.string().check(z.trim(), z.maxLength(60)));

/** An enrolment link's secret, from the part of the link after `#`. */
const enrolmentToken = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * Whether a browser holds her session. With her session, and only then, comes her time zone (the
 * server's TIME_ZONE, an IANA name such as `America/Chicago`), in which the studio shows every
 * date; a server deployed before the studio asked for it sends none, and the studio then keeps to
 * the device's zone.
 */
export const signedInSchema = z.object({ signedIn: z.boolean(), timeZone: z.optional(z.string()) });
export type SignedIn = z.infer<typeof signedInSchema>;

/** What a change of her passkeys answers (403) until a passkey has answered in this session within five minutes. */
export const passkeyCheckNeededMessage = 'Confirm it is you with one of your passkeys first.';

/** What a used or expired enrolment link says. */
export const enrolmentLinkSpentMessage = 'This link has expired or was already used';

/** Signing in and enrolling: no session needed, since these are how one is made. */
export const studioSignInFunctions = {
  /** Whether this browser holds a valid studio session. */
  'studio-session': { request: noInput, response: signedInSchema },
  'studio-check-enrolment': {
    request: enrolmentToken,
    response: z.object({ usable: z.boolean() }),
  },
  'studio-enrol-options': { request: enrolmentToken, response: ceremonySchema },
  /** Stores the new passkey, spends the link and signs her in. */
  'studio-enrol-verify': {
    request: z.object({ ...enrolmentToken.shape, ...ceremonyAnswer.shape, name: passkeyName }),
    response: signedInSchema,
  },
  /** Sends a fresh enrolment link to the artist's own address, whoever asks. */
  'studio-send-enrolment-link': { request: noInput, response: z.object({ sent: z.literal(true) }) },
  'studio-sign-in-options': { request: noInput, response: ceremonySchema },
  'studio-sign-in-verify': { request: ceremonyAnswer, response: signedInSchema },
} as const satisfies FunctionRegistry;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** One photo of an artwork, in its order, with the words that describe it. */
export const artworkPhotoSchema = z.object({ photoId: z.string(), alt: z.string(), picture: pictureSchema });
export type ArtworkPhoto = z.infer<typeof artworkPhotoSchema>;

/** An artwork as the studio edits it. */
export const studioArtworkSchema = z.object({
  id: z.string(),
  ...artworkDetailsSchema.shape,
  status: z.enum(artworkStatuses),
  photos: z.array(artworkPhotoSchema),
  updatedAt: z.string(),
});
export type StudioArtwork = z.infer<typeof studioArtworkSchema>;

const studioWords = messageFormWording;

/** What the artwork form saves: a new piece without an id, else the piece with that id. */
export const artworkDraftSchema = z.object({
  id: z.optional(id),
  title: requiredText('a title', 200, studioWords),
  year: z.nullable(
    z
      .number('Please enter the year as a number')
      .check(
        z.int('Please enter the year as a whole number'),
        z.gte(1900, 'Please enter a year from 1900'),
        z.lte(2200, 'Please enter a year before 2200'),
      ),
  ),
  medium: z.string().check(z.trim(), z.maxLength(200, 'Please keep the medium under 200 characters')),
  size: z.object({
    widthIn: z
      .number('Please enter the width in inches')
      .check(z.positive('Please enter a width above 0'), z.lte(1000, 'Please enter a width of at most 1000 in')),
    heightIn: z
      .number('Please enter the height in inches')
      .check(z.positive('Please enter a height above 0'), z.lte(1000, 'Please enter a height of at most 1000 in')),
  }),
  framed: z.boolean(),
  description: z.string().check(z.trim(), z.maxLength(5000, 'Please keep the description under 5000 characters')),
  price: dollarAmount('a price', { free: true, max: 1_000_000 }),
  shippingPrice: dollarAmount('a shipping price', { free: true, max: 1_000_000 }),
  status: z.enum(artworkStatuses, 'Please choose a status'),
  photos: z
    .array(z.object({ photoId: id, alt: requiredText('words that describe the photo', 300, studioWords) }))
    .check(z.maxLength(20, 'Please keep to 20 photos or fewer')),
});
export type ArtworkDraft = z.input<typeof artworkDraftSchema>;

/** One recorded change: when, to which piece, and what changed, in words. */
export const artworkChangeSchema = z.object({
  at: z.string(),
  artworkId: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type ArtworkChange = z.infer<typeof artworkChangeSchema>;

/** A paid order whose originals she has still to pack and ship, with the whole address to ship to. */
export const orderToShipSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  /** When it was paid for (ISO 8601). */
  placedAt: z.string(),
  email: z.string(),
  shipTo: z.array(z.string()),
  /** The originals in it, by title. */
  pieces: z.array(z.string()),
});
export type OrderToShip = z.infer<typeof orderToShipSchema>;

const ordersToShip = z.object({ orders: z.array(orderToShipSchema) });

/** What she enters once a parcel of originals is on its way; the buyer gets the shipping e-mail. */
export const markShippedSchema = z.object({
  orderId: id,
  carrier: requiredText('the carrier', 60, studioWords),
  trackingNumber: requiredText('the tracking number', 100, studioWords),
  trackingUrl: z.nullable(
    z.url({
      protocol: /^https?$/,
      error: 'Please enter the tracking link as a web address starting with https://',
    }),
  ),
});
export type MarkShipped = z.input<typeof markShippedSchema>;

/**
 * The prints she offers of one artwork, and the file they are printed from: the print master
 * she uploaded, else the artwork's first photo. Its size in pixels lets the studio warn when a
 * print size would come out below 150 dpi; a drawing made of vectors prints sharp at any size.
 */
export const studioPrintOffersSchema = z.object({
  artworkId: z.string(),
  offers: z.array(printOfferSchema),
  printMaster: z.nullable(z.object({ photoId: z.string(), picture: pictureSchema })),
  printFile: z.nullable(z.object({ width: z.number(), height: z.number(), vector: z.boolean() })),
});
export type StudioPrintOffers = z.infer<typeof studioPrintOffersSchema>;

/** What Printful charges her for one size of a product: its catalogue price, before shipping and tax, in cents. */
export const printCostSchema = z.object({
  product: z.enum(printProductKeys),
  size: z.string(),
  costCents: z.int().check(z.gte(0)),
});
export type PrintCost = z.infer<typeof printCostSchema>;

/**
 * The last archive of her site (its database and every photo), as the daily backup or
 * `npm run backup` left it: when it was made, its size, where it is kept, and the address that
 * downloads it with her session.
 */
export const lastBackupSchema = z.object({
  name: z.string(),
  madeAt: z.string(),
  bytes: z.number(),
  where: z.string(),
  download: z.string(),
});
export type LastBackup = z.infer<typeof lastBackupSchema>;

/** Where an archive of hers downloads: this, then its name. */
export const backupDownloadPath = '/api/studio/backups/';

/**
 * What Site health looks at, of what the server's `doctor` checks, that she can act on: the
 * nightly backup, the background tasks and the e-mails given up.
 */
export const siteChecks = ['backup', 'task', 'mail'] as const;
export type SiteCheck = (typeof siteChecks)[number];

/** A problem, in her words: what was found, when, and the one thing to do about it. */
export const siteProblemSchema = z.object({
  check: z.enum(siteChecks),
  /** A sentence: `The last backup is 3 days old.` */
  found: z.string(),
  /** When the last backup was made, or the task or e-mail was given up (ISO 8601); null when nothing was. */
  at: z.nullable(z.string()),
  /** A sentence: what to do about it. */
  todo: z.string(),
  /** The page of her studio where she does it, when there is one. */
  action: z.nullable(
    z.discriminatedUnion('page', [
      z.object({ page: z.literal('backups') }),
      z.object({ page: z.literal('order'), orderId: z.string(), orderNumber: z.number() }),
    ]),
  ),
});
export type SiteProblem = z.infer<typeof siteProblemSchema>;

export const siteHealthSchema = z.object({
  /** When the last backup was made (ISO 8601), or null before the first. */
  lastBackupAt: z.nullable(z.string()),
  /** The backup's first, then the newest first; none when all is well. */
  problems: z.array(siteProblemSchema),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

const artworkList = z.object({ artworks: z.array(studioArtworkSchema) });
const done = z.object({ done: z.literal(true) });

/** The studio's calls that need her session. */
export const studioFunctions = {
  'studio-sign-out': { request: noInput, response: done },
  /** Ends every session of hers, this one too. */
  'studio-sign-out-everywhere': { request: noInput, response: done },
  'studio-passkeys': { request: noInput, response: z.object({ passkeys: z.array(passkeySchema) }) },
  'studio-add-passkey-options': { request: noInput, response: ceremonySchema },
  'studio-add-passkey-verify': {
    request: z.object({ ...ceremonyAnswer.shape, name: passkeyName }),
    response: z.object({ passkeys: z.array(passkeySchema) }),
  },
  /** Removes a passkey and ends the sessions it opened; needs a recent passkey check, as adding one does. */
  'studio-remove-passkey': { request: z.object({ id }), response: z.object({ passkeys: z.array(passkeySchema) }) },
  /** Her passkey asked again, for the changes that need a recent check (passkeyCheckNeededMessage). */
  'studio-confirm-options': { request: noInput, response: ceremonySchema },
  'studio-confirm-verify': { request: ceremonyAnswer, response: done },
  'studio-artworks': { request: noInput, response: artworkList },
  'studio-artwork': { request: z.object({ id }), response: z.object({ artwork: studioArtworkSchema }) },
  'studio-save-artwork': { request: artworkDraftSchema, response: z.object({ artwork: studioArtworkSchema }) },
  'studio-delete-artwork': { request: z.object({ id }), response: done },
  /** The public order of her pieces: every id, in the order wanted. */
  'studio-reorder-artworks': {
    request: z.object({ ids: z.array(id).check(z.maxLength(1000)) }),
    response: artworkList,
  },
  'studio-artwork-changes': {
    request: z.object({ artworkId: z.optional(id) }),
    response: z.object({ changes: z.array(artworkChangeSchema) }),
  },
  'studio-print-offers': { request: z.object({ id }), response: studioPrintOffersSchema },
  /** Replaces the prints she offers of a piece; a null print master prints its first photo. */
  'studio-save-print-offers': {
    request: z.object({ id, offers: printOffersSchema, printMasterPhotoId: z.nullable(id) }),
    response: studioPrintOffersSchema,
  },
  /**
   * Printful's cost of each size of each product she can offer, where Printful gives one; null
   * when the site prints without Printful, which has no cost to show.
   */
  'studio-print-costs': { request: noInput, response: z.object({ costs: z.nullable(z.array(printCostSchema)) }) },
  'studio-orders-to-ship': { request: noInput, response: ordersToShip },
  /** Records the parcel, e-mails the buyer its tracking and answers with what is left to ship. */
  'studio-mark-shipped': { request: markShippedSchema, response: ordersToShip },
  'studio-site-photos': { request: noInput, response: sitePhotosSchema },
  /** Puts a photo uploaded to the studio on the home or about page; null brings back the illustration. */
  'studio-set-site-photo': {
    request: z.object({
      slot: z.enum(sitePhotoSlots),
      photo: z.nullable(
        z.object({ photoId: id, alt: requiredText('words that describe the photo', 300, studioWords) }),
      ),
    }),
    response: sitePhotosSchema,
  },
  /** The last backup of the site, or null before the first one. */
  'studio-last-backup': { request: noInput, response: z.object({ backup: z.nullable(lastBackupSchema) }) },
  /** The last backup, and what needs her: a late backup, the tasks and e-mails given up this week. */
  'studio-site-health': { request: noInput, response: siteHealthSchema },
  ...deskFunctions,
  ...listDeskFunctions,
  ...offersDeskFunctions,
  ...commissionsDeskFunctions,
  ...shopTodayFunctions,
  ...siteWordsDeskFunctions,
} as const satisfies FunctionRegistry;

/**
 * Photos are uploaded as the file itself, not JSON: POST to this address with the file's type as
 * Content-Type. It needs her session too.
 */
export const photoUpload = {
  path: '/api/studio/photos',
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 25 * 1024 * 1024,
} as const;

export const uploadedPhotoSchema = z.object({ photoId: z.string(), picture: pictureSchema });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** What the studio says when a call finds no session: the page then offers to sign in. */
export const signedOutMessage = 'Please sign in to the studio.';
