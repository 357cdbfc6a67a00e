import { randomBytes } from 'node:crypto';
import type { RunningSite } from 'api/start-site';

/** The proposal every test site shows as an example on /proposal, by its id. */
export const exampleProposalId = 'cms_example';

/**
 * A proposal she sent and marked as a public example, as the database keeps it, so that the
 * example's page is one of the site's pages in every test.
 */
export async function showExampleProposal({ db }: Pick<RunningSite, 'db'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO commissions (id, page_key, client_name, client_email, stage, public_example)
       VALUES ($1, $2, 'Harbor Light Church', 'office@harborlight.example', 'sent', true)`,
      [exampleProposalId, randomBytes(32).toString('base64url')],
    );
    await tx.query(
      `INSERT INTO proposal_versions (commission_id, version, title, kind, sections, price_cents, deposit_rule,
         deposit_cents, terms, valid_until, sent_at)
       VALUES ($1, 1, 'Fellowship Hall Mural', 'mural', $2, 180000, '{"kind":"percent","value":50}', 90000,
         'Half up front, half on completion.', '2099-12-31', now())`,
      [
        exampleProposalId,
        JSON.stringify([
          { heading: 'The wall', text: 'A 24 ft wall of sunrise over still water, in warm golds.', photoIds: [] },
        ]),
      ],
    );
  });
}
