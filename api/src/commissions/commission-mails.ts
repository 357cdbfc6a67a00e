import { commissionPageUrl } from 'shared-contracts/commissions';
import { siteConfig, sitePaths } from 'shared-contracts/site-config';
import type { StoredMail } from '../mail/mail-outbox';
import { render, type Block } from '../mail/mail-blocks';

/** Whom a commission's e-mails go to, and the page they link to. */
export interface MailedCommission {
  client_name: string;
  client_email: string;
  page_key: string;
}

/** The e-mails of her commissions: to the client, each with their page's link, and to her. */
export class CommissionMails {
  constructor(private readonly deps: { publicUrl: string; artistEmail: string }) {}

  /** To the client, replies to her. */
  toClient(commission: MailedCommission, subject: string, blocks: Block[]): StoredMail {
    return {
      to: commission.client_email,
      replyTo: this.deps.artistEmail,
      subject,
      ...render([
        `Hi ${commission.client_name},`,
        ...blocks,
        { link: commissionPageUrl(this.deps.publicUrl, commission.page_key), label: 'Your project’s page' },
        'With gratitude,',
        siteConfig.artistName,
      ]),
    };
  }

  /** To her, replies to the client; `studioPath` is the commission's page in her studio. */
  toArtist(commission: MailedCommission, subject: string, blocks: Block[], commissionId: string): StoredMail {
    return {
      to: this.deps.artistEmail,
      replyTo: commission.client_email,
      subject,
      ...render([
        ...blocks,
        { link: `${this.deps.publicUrl}${sitePaths.studioProposal(commissionId)}`, label: 'Open it in your studio' },
      ]),
    };
  }
}
