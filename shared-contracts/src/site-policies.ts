import { balanceDueDays, logoTerms, originalHoldMinutes } from 'shared-contracts/shop-terms';
import { formatUsd, type SitePrices } from 'shared-contracts/pricing';
import { siteConfig, type Scripture } from 'shared-contracts/site-config';

/**
 * The spec's words of the shop's policy pages and its FAQ: each page is a title, a lead and
 * sections, each section a heading and its paragraphs (a string) and lists (an array of
 * strings). They are the defaults of what she edits in the studio (`site-words`), written out
 * as formatted text (`policyMarkdown`). The shipping rule, the tax and the logo prices come
 * from her price record, the names and the address from the site config.
 */

/** A paragraph, or a list of points. */
export type PolicyBlock = string | readonly string[];

export interface PolicySection {
  heading: string;
  body: readonly PolicyBlock[];
}

export interface PolicyText {
  /** The page's heading. */
  title: string;
  /** What the page is for, under its heading. */
  lead: string;
  /** When the words last changed, as the page shows it. */
  updated: string;
  sections: readonly PolicySection[];
}

/** The verse at the bottom of each of these pages. */
export const policyPagesVerse: Scripture = {
  text: 'Whatever you do, work at it with all your heart, as working for the Lord, not for human masters.',
  reference: 'Colossians 3:23',
};

/** The policy pages and the FAQ, in the spec's words, naming these prices. */
export function sitePolicies(prices: SitePrices) {
  const { artistName, businessName, contactEmail } = siteConfig;
  const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents / 100));
  const freeShippingOver = dollars(prices.freeShippingOverCents);
  const flatShipping = formatUsd(prices.flatShippingCents / 100);
  const tax = `${prices.taxBasisPoints / 100}%`;

  const shippingReturns: PolicyText = {
    title: 'Shipping & Returns',
    lead: 'How your order reaches you, what shipping costs, and what to do if something is not right.',
    updated: 'November 24, 2026',
    sections: [
      {
        heading: 'Where we ship',
        body: ['We ship to addresses in the United States only, for now.'],
      },
      {
        heading: 'Merch',
        body: [
          'T-shirts and sweatshirts are printed on demand by our print partner, Printful, when you order. Delivery usually takes 7-10 business days.',
          'You get an e-mail with the tracking link as soon as your order ships.',
        ],
      },
      {
        heading: 'Prints',
        body: [
          `Prints (matte posters, framed posters and canvases) are made to order by Printful from ${artistName}'s own file of the artwork, and shipped by Printful like the merch: usually within 7-10 business days, with a tracking e-mail when your print ships.`,
        ],
      },
      {
        heading: 'Original paintings',
        body: [
          `Each original is packed and shipped by ${artistName} herself. When it is on its way, you get an e-mail with the carrier and the tracking number.`,
        ],
      },
      {
        heading: 'What shipping costs',
        body: [
          [
            `Merch and prints: free when they come to more than ${freeShippingOver} together, otherwise ${flatShipping} per order.`,
            `Originals: each piece's own shipping price, shown on its page (some ship free), added to the shipping line.`,
            `Sales tax of ${tax} is added to the items' subtotal.`,
          ],
          'The checkout shows the shipping, the tax and the total before you pay.',
        ],
      },
      {
        heading: 'Returns',
        body: [
          [
            'Merch and prints: 30-day returns. Write to us within 30 days of delivery with your order number, and we will tell you where to send it.',
            `Originals: each one is one of a kind. If a painting arrives damaged, or is not as described, write to us within 30 days of delivery with photos: ${artistName} will arrange its return and refund you in full once it is back.`,
            'A parcel that arrives damaged, misprinted or with the wrong item: write to us within 30 days of delivery with a photo, and we will refund it in full.',
          ],
        ],
      },
      {
        heading: 'Refunds',
        body: [
          'Refunds go back to the card you paid with, and we e-mail you when one is made. Your bank may take a few business days to show it.',
        ],
      },
      {
        heading: 'Changing or canceling an order',
        body: [
          'Write to us as soon as you can. An order that has not yet gone into production or been shipped can be canceled and refunded in full. Once Printful is making it, it can no longer be stopped, but the 30-day returns still apply.',
        ],
      },
    ],
  };

  const privacy: PolicyText = {
    title: 'Privacy Policy',
    lead: `What ${businessName} collects when you order, write, join the mailing list or start a design project, why, how long it is kept and who processes it.`,
    updated: 'November 27, 2026',
    sections: [
      {
        heading: 'Who we are',
        body: [
          `${businessName} is ${artistName}'s art and design business. Write to ${contactEmail} about anything on this page.`,
        ],
      },
      {
        heading: 'What we collect',
        body: [
          [
            'Orders: your name, e-mail address, phone number (if you give one), shipping and billing addresses, what you ordered, the amounts, and how payment, printing and shipping went. Of your card we keep at most its brand and last four digits; the card number goes to Stripe, never to us.',
            'Gift cards: the name and e-mail address of the person you give one to, your message, and the day to send it, so that we can send it; and its balance and where it was spent. Of its code we keep only a one-way fingerprint, from which the code cannot be read back.',
            'Messages: what you send through the contact form or the commission request form (your name, e-mail address and message or request), and our replies.',
            "Design projects: your name, e-mail address and phone number when you pay, and your answers to the project's onboarding questions (about your business, your audience and the logo you want).",
            "Commissions: the proposal written for you and each of its versions; your acceptance (the version, when, and the name you typed as your signature); the changes you ask for, your answers to sketches, and the payments requested and made; and, if you share one, your testimonial, which is shown on the site only with your consent. Your project's page is private: only its link, sent to you, opens it.",
            "Your device's internet (IP) address, which the server sees with every visit: it is used to stop automated abuse of the forms and checkout, and may appear in the server's technical logs.",
          ],
          'Your cart, and onboarding answers you have not sent yet, are kept in your own browser, not on our server. The site uses no advertising or analytics trackers.',
          'Visits: the site counts its own visits, to see which pages are read. For each page it keeps only a number per day and the name of the site a visitor came from (such as instagram.com), never the whole address. It sets no cookie and keeps nothing that identifies you: not your internet address, not your browser. If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.',
        ],
      },
      {
        heading: 'Why we use it',
        body: [
          'To take your payment, make and ship your order, and e-mail you its confirmation, shipping and any refund; to answer your messages and quote your commission; to carry out your design project; and to keep the records a business must keep for taxes.',
        ],
      },
      {
        heading: 'Who processes it',
        body: [
          [
            'Stripe takes card payments: it receives your card details, e-mail address and the amount. On the checkout and payment pages Stripe may use cookies and device information to prevent fraud, under its own privacy policy.',
            'Printful makes and ships merch and prints: it receives your name, shipping address, phone number and e-mail address, and what to make.',
            'Our e-mail provider delivers the e-mails the site sends: the address each one goes to and what it says.',
            "The company that hosts the site's server and database stores all of the above for us.",
          ],
          'We do not sell your personal information, and we do not share it for advertising.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          `We keep orders, messages and onboarding answers as long as we need them for the business and its tax records. You can ask us to delete yours at any time by writing to ${contactEmail}; we will delete what the law does not require us to keep, and tell you what that was.`,
        ],
      },
      {
        heading: 'Our mailing list',
        body: [
          "If you ask to hear about new work, we keep your e-mail address, where on the site you signed up (the footer, a piece's page, the checkout, or an import of addresses you had already given us), and when you asked and when you confirmed. Nothing is sent to an address until its owner follows the link in our confirmation e-mail. For each letter we keep whether it reached you or was refused by your mail server.",
          'Every letter has an unsubscribe link, and mail programs show a one-click Unsubscribe button. Once you unsubscribe we send you nothing more, and we keep your address and those dates for two years as a record of your consent, then delete them. An address that is never confirmed is deleted after 30 days.',
          'If you ask to be told when a reserved piece becomes available again, we keep your address until we have written to you once, or until the piece is sold, and then delete it.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You can ask us what we hold about you, ask us to correct it, or ask us to delete it. Residents of California (under the CCPA as amended by the CPRA) and of other states with privacy laws have these rights by law, and we answer the same requests from everyone. Asking will never change the price or service you get.',
          `Write to ${contactEmail} from the e-mail address you used with us, so that we know the request is yours.`,
        ],
      },
      {
        heading: 'Changes',
        body: ['When this policy changes, this page shows the new text and the date above changes.'],
      },
    ],
  };

  const terms: PolicyText = {
    title: 'Terms of Service',
    lead: `The terms of buying from ${businessName} and using this site.`,
    updated: 'November 27, 2026',
    sections: [
      {
        heading: 'Who we are',
        body: [
          `${businessName} is ${artistName}'s art and design business. You can reach us at ${contactEmail} or through the contact page.`,
        ],
      },
      {
        heading: 'Prices and payment',
        body: [
          `Prices are in US dollars. Shipping and ${tax} sales tax are added at the checkout, which shows the total before you pay. Cards are charged through Stripe when you place your order, and once per order even if the button is pressed twice.`,
        ],
      },
      {
        heading: 'Discount codes and gift cards',
        body: [
          'One discount code can be used per order, on what its terms name, between its start and end dates, and as often as it allows. It never applies to a gift card. An order whose payment fails or is canceled does not count as a use of its code.',
          'A gift card does not expire and has no fees. It pays for originals, prints and merch, not for another gift card, and what is left stays on it. It cannot be exchanged for cash, except where the law requires. Keep its code safe as you would cash: whoever has the code can spend it. If a refunded order was paid partly with a gift card, that part goes back on the card.',
        ],
      },
      {
        heading: 'Your order',
        body: [
          'Once your payment goes through, we e-mail you a confirmation with a link to your order page, where you can see how it is going.',
          'Merch and prints are made to order for you by Printful. Originals are shipped by the artist. Shipping, returns and refunds follow our Shipping & Returns page.',
        ],
      },
      {
        heading: 'Original paintings are sold once',
        body: [
          `When you place an order for an original, the piece is held for you for ${originalHoldMinutes} minutes while you pay. If another buyer reserved or bought it first, the checkout tells you before anything is charged. If a payment of yours goes through after the piece went to someone else, it is refunded in full and we tell you by e-mail.`,
        ],
      },
      {
        heading: 'Commissions and murals',
        body: [
          `A custom painting starts with your request; ${artistName} replies with questions, ideas and a quote. The work begins once the deposit in the quote is paid through the payment link she e-mails you; the rest of the price is due as the quote says.`,
          `A commission or mural may also come as a proposal on your own private page. Accepting it (ticking its terms and typing your name) makes it your agreement, and paying its deposit starts the work. The version you accepted never changes. The balance (the price less what you paid) is requested when the work is ready, due within ${balanceDueDays} days, and the page shows every step and payment.`,
          'A mural starts with a 50% deposit; the remaining balance is due upon completion.',
        ],
      },
      {
        heading: 'Design service',
        body: [
          'A logo or book-cover project is paid in full up front, under the project agreement you accept on the payment page: its scope, timeline, refund and ownership terms apply to your project.',
        ],
      },
      {
        heading: 'Artwork and copyright',
        body: [
          `The artworks, photos and designs on this site are ${artistName}'s. Buying an original or a print gives you the piece, not the right to copy it: please ask before reproducing any of them. The ownership of a logo or book cover made for you follows its project agreement.`,
        ],
      },
      {
        heading: 'Changes',
        body: [
          'We may update these terms; the date above shows when. The terms on this page when you place an order apply to that order.',
        ],
      },
    ],
  };

  const faq: PolicyText = {
    title: 'Frequently Asked Questions',
    lead: 'Quick answers about orders, shipping, returns, commissions and the design service.',
    updated: 'November 24, 2026',
    sections: [
      {
        heading: 'How long does shipping take?',
        body: [
          `Merch and prints are made to order by Printful and usually arrive within 7-10 business days. Originals are packed and shipped by ${artistName}. Either way, you get an e-mail with tracking when your order ships.`,
        ],
      },
      {
        heading: 'How much is shipping?',
        body: [
          `Merch and prints ship free when they come to more than ${freeShippingOver} together, otherwise ${flatShipping}. An original ships for the price shown on its page. Sales tax is ${tax}.`,
        ],
      },
      {
        heading: 'Do you ship outside the United States?',
        body: ['Not yet: we ship to US addresses only.'],
      },
      {
        heading: 'Where is my order?',
        body: [
          'Your confirmation e-mail links to your order page, which shows whether it has been paid, made, packed or shipped, with the tracking link once it is on its way.',
        ],
      },
      {
        heading: 'Can I return something?',
        body: [
          'Merch and prints have 30-day returns. An original can be returned if it arrives damaged or is not as described. Our Shipping & Returns page has the details.',
        ],
      },
      {
        heading: 'Is the original in my cart reserved for me?',
        body: [
          `Not while it sits in the cart. Once you place your order, the piece is held for you for ${originalHoldMinutes} minutes while you pay. Each original is sold once: if someone else bought it first, the checkout tells you before anything is charged.`,
        ],
      },
      {
        heading: 'Can I get a print of a painting that has sold?',
        body: [
          'Often, yes: a sold original can still be offered as a print, so look for it on the Prints page. Prints of the NFL and college football collection are custom work: ask for one through the contact page.',
        ],
      },
      {
        heading: 'How does a commission work?',
        body: [
          [
            'Share your vision through the commission request form: the subject, the size, the colours, your budget and your timeline.',
            `${artistName} replies within 24-48 hours with questions, ideas and a quote.`,
            'You pay the deposit through the payment link she e-mails you, and within 24 hours she contacts you to plan your painting: a concept sketch you refine together.',
            'She paints your piece, with updates along the way, then delivers it to you.',
          ],
          'Commissions are usually booked about 4-6 weeks out.',
        ],
      },
      {
        heading: 'Do you paint murals?',
        body: [
          `Yes, from spring through fall. A mural starts with a 50% deposit and the rest is due upon completion; ${artistName} contacts you within 24 hours of the deposit to plan a first visit.`,
        ],
      },
      {
        heading: 'How long does a logo or book cover take?',
        body: [
          `After payment you answer the onboarding questions about your business and your logo, and work begins within ${logoTerms.startsWithin} of payment. The whole project takes about ${logoTerms.timeline}: concepts in ${logoTerms.conceptsWithin}, revisions ${logoTerms.revisionsWithin}, final delivery ${logoTerms.deliveryWithin}, as long as your feedback comes within ${logoTerms.feedbackWithin} at each step.`,
          `A logo project is ${dollars(prices.logoCents)}; the complete package, the logo with a book cover, is ${dollars(prices.completePackageCents)}. Both are paid in full up front.`,
        ],
      },
    ],
  };
  return { shippingReturns, privacy, terms, faq };
}

/**
 * A page's sections as formatted text (Markdown), as she edits them: each heading a level-2
 * heading, each paragraph its own, each list one item a line.
 */
export function policyMarkdown(text: Pick<PolicyText, 'sections'>): string {
  return text.sections
    .map((section) =>
      [
        `## ${section.heading}`,
        ...section.body.map((block) =>
          typeof block === 'string' ? block : block.map((point) => `- ${point}`).join('\n'),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
}
