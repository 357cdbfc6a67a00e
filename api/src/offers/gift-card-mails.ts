import { giftCardCodeLabel } from 'shared-contracts/redaction';
import { formatCents } from 'shared-contracts/pricing';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { StoredMail } from '../mail/mail-outbox';
import { render } from '../mail/mail-blocks';

/** A card as its e-mails tell of it. */
export interface CardToTell {
  last4: string | null;
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string;
}

/** The e-mails of a gift card: the recipient's, with its code, and the buyer's copy, without it. */
export class GiftCardMails {
  constructor(private readonly publicUrl: string) {}

  toRecipient(card: CardToTell, from: string, code: string): StoredMail {
    const amount = formatCents(card.amount_cents);
    return {
      to: card.recipient_email,
      subject: `${from} sent you a ${amount} gift card from ${siteConfig.businessName}`,
      ...render([
        `Dear ${card.recipient_name},`,
        `${from} sent you a ${amount} gift card for ${siteConfig.artistName}'s originals, prints and apparel.`,
        ...(card.message ? [`“${card.message}”`] : []),
        `${giftCardCodeLabel}${code}`,
        'Enter the code in the checkout’s “Gift card” field. Whatever you do not spend stays on the card for next time.',
        { link: `${this.publicUrl}${sitePaths.home}`, label: 'Visit the shop' },
        { link: `${this.publicUrl}${sitePaths.giftCardBalance}`, label: 'Check what is left on it' },
        siteConfig.businessName,
      ]),
    };
  }

  copyToBuyer(card: CardToTell, buyerEmail: string): StoredMail {
    const amount = formatCents(card.amount_cents);
    return {
      to: buyerEmail,
      subject: `Your ${amount} gift card was sent to ${card.recipient_name}`,
      ...render([
        `Your ${amount} gift card, ending ${card.last4}, was e-mailed to ${card.recipient_name} (${card.recipient_email}) today.`,
        ...(card.message ? [`Your message: “${card.message}”`] : []),
        'Its code went to them alone. If it does not arrive, just reply to this e-mail and we will send it again.',
        siteConfig.businessName,
      ]),
    };
  }
}
