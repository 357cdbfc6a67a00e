import type { SiteTextStore } from '../site-words/site-text';
import { linkedPayments, muralSetPrice, projectTypes, type OnboardingAnswers } from 'shared-contracts/design-service';
import { onboardingSteps, type Question } from 'shared-contracts/onboarding-steps';
import { formatUsd, fromCents, type SitePrices } from 'shared-contracts/pricing';
import { siteConfig } from 'shared-contracts/site-config';
import type { deskFunctions, DeskProject, ProjectStatus, ProjectSummary } from 'shared-contracts/studio-desk';
import type { Queryable } from '../db/database';
import { FunctionError, type BackendFunctions } from '../http/site-function';
import { isMural } from './service-payments';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentSessions } from './payment-sessions';
import { issuePaymentLink, paymentLinkUrl } from './payment-links';

type ProjectDeskCalls = Pick<
  typeof deskFunctions,
  'studio-projects' | 'studio-project' | 'studio-set-project-status' | 'studio-send-mural-balance'
>;

/** A paid design-service session or mural deposit, with the balance link of a mural when she sent one. */
interface ProjectRow {
  id: string;
  client_name: string;
  email: string;
  phone: string;
  project_type: string;
  project_status: ProjectStatus;
  amount_cents: number;
  paid_cents: number;
  paid_at: Date;
  payment_reference: string | null;
  balance_link_id: string | null;
  balance_paid_at: Date | null;
  balance_paid_cents: number | null;
  balance_reference: string | null;
}

/**
 * Sessions opened from her payment links (a mural's balance, a commission's deposit) are of
 * other project types, so they are not projects of their own.
 */
const selectProjects = `
  SELECT s.id, s.client_name, s.email, s.phone, s.project_type, s.project_status, s.amount_cents,
         coalesce(s.amount_paid_cents, s.amount_cents) AS paid_cents, coalesce(s.paid_at, s.created_at) AS paid_at,
         s.payment_reference, link.id AS balance_link_id, link.paid_at AS balance_paid_at,
         coalesce(balance.amount_paid_cents, balance.amount_cents) AS balance_paid_cents,
         balance.payment_reference AS balance_reference
    FROM payment_sessions s
    LEFT JOIN payment_links link ON link.purpose = 'mural_balance' AND link.subject_id = s.id
    LEFT JOIN payment_sessions balance ON balance.id = link.paid_session_id
   WHERE s.project_type = ANY($1) AND s.payment_state IN ('paid', 'partly_refunded')`;

function summaryOf(row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    client: row.client_name,
    email: row.email,
    phone: row.phone,
    package: row.project_type,
    kind: isMural(row.project_type) ? 'mural' : 'design',
    amountPaid: fromCents(row.paid_cents + (row.balance_paid_cents ?? 0)),
    paidAt: row.paid_at.toISOString(),
    status: row.project_status,
  };
}

async function findProject(db: Queryable, id: string): Promise<ProjectRow> {
  const [row] = await db.query<ProjectRow>(`${selectProjects} AND s.id = $2`, [projectTypes, id]);
  if (!row) throw new FunctionError(404, 'This project does not exist, or its payment has not been made.');
  return row;
}

/** A mural's balance due on completion: the set price of her price record less the deposit paid. */
const balanceCentsOf = (row: ProjectRow, prices: SitePrices) => muralSetPrice(prices) * 100 - row.amount_cents;

/** An answer as the client read it: an option's label rather than its value, a list joined. */
function answerText(question: Question, answers: OnboardingAnswers): string {
  const value = answers[question.name];
  if (!('options' in question)) return typeof value === 'string' ? value.trim() : '';
  const { options } = question;
  const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return chosen.map((option) => options.find((known) => known.value === option)?.label ?? option).join(', ');
}

/** The answers a step at a time, as the questionnaire asked them; what was left unanswered is left out. */
const readableSteps = (answers: OnboardingAnswers) =>
  onboardingSteps
    .map((step) => ({
      title: step.title,
      answers: step.questions.flatMap((question) => {
        const answer = answerText(question, answers);
        return answer ? [{ question: question.label, answer }] : [];
      }),
    }))
    .filter((step) => step.answers.length > 0);

/** What the studio's Projects section uses: the paid sessions and their answers, her mail and the site's address. */
export interface ProjectDeskDeps {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  config: Pick<AppConfig, 'publicUrl' | 'mail'>;
  paymentSessions: Pick<PaymentSessions, 'moveProject'>;
  siteText: Pick<SiteTextStore, 'published'>;
}

async function deskProject(
  services: Pick<ProjectDeskDeps, 'db' | 'config' | 'siteText'>,
  id: string,
): Promise<{ project: DeskProject }> {
  const { db, config } = services;
  const row = await findProject(db, id);
  const { prices } = await services.siteText.published();
  const [onboarding] = await db.query<{ answers: OnboardingAnswers; submitted_at: Date }>(
    'SELECT answers, submitted_at FROM onboarding_responses WHERE session_id = $1',
    [id],
  );
  const mural = isMural(row.project_type);
  const payments = [
    {
      label: mural ? 'Deposit' : row.project_type,
      amount: fromCents(row.paid_cents),
      paidAt: row.paid_at.toISOString(),
      reference: row.payment_reference,
    },
    ...(row.balance_paid_at
      ? [
          {
            label: 'Balance',
            amount: fromCents(row.balance_paid_cents!),
            paidAt: row.balance_paid_at.toISOString(),
            reference: row.balance_reference,
          },
        ]
      : []),
  ];
  return {
    project: {
      ...summaryOf(row),
      onboarding: onboarding
        ? { submittedAt: onboarding.submitted_at.toISOString(), steps: readableSteps(onboarding.answers) }
        : null,
      payments,
      balance: mural
        ? {
            amount: fromCents(balanceCentsOf(row, prices)),
            paymentLink: row.balance_link_id ? paymentLinkUrl(config.publicUrl, row.balance_link_id) : null,
            paidAt: row.balance_paid_at?.toISOString() ?? null,
          }
        : null,
    },
  };
}

/** What the mural's client reads: the balance due and the link to pay it. */
function balanceText(row: ProjectRow, balanceCents: number, link: string): string {
  return [
    `Hi ${row.client_name},`,
    '',
    `Thank you for your Play Harbor mural! As the proposal says, the remaining balance of ${formatUsd(fromCents(balanceCents))} is due upon completion.`,
    '',
    'You can pay it securely here:',
    link,
    '',
    'With gratitude,',
    siteConfig.artistName,
  ].join('\n');
}

export function createProjectDeskFunctions(services: ProjectDeskDeps): BackendFunctions<ProjectDeskCalls> {
  const { db, outbox, config, paymentSessions } = services;
  return {
    'studio-projects': {
      handle: async () => {
        const rows = await db.query<ProjectRow>(`${selectProjects} ORDER BY paid_at DESC, s.id DESC`, [projectTypes]);
        return { projects: rows.map(summaryOf) };
      },
    },
    'studio-project': { handle: ({ id }) => deskProject(services, id) },
    'studio-set-project-status': {
      handle: async ({ id, status }) => {
        await findProject(db, id);
        await db.transaction((tx) => paymentSessions.moveProject(id, status, 'studio', tx));
        return deskProject(services, id);
      },
    },
    'studio-send-mural-balance': {
      handle: async ({ id }, context) => {
        const row = await findProject(db, id);
        const { prices } = await services.siteText.published();
        if (!isMural(row.project_type)) {
          throw new FunctionError(400, 'Only a mural has a balance to send; this is a design project.');
        }
        await db.transaction(async (tx) => {
          // Sent again, it is the same link: the balance is the server's own amount, never the browser's.
          const link = await issuePaymentLink(tx, {
            purpose: 'mural_balance',
            subject_id: id,
            project_type: linkedPayments.muralBalance,
            amount_cents: balanceCentsOf(row, prices),
            client_name: row.client_name,
            email: row.email,
            phone: row.phone,
          });
          if (!link) throw new FunctionError(409, 'The balance of this mural is already paid.');
          await outbox.enqueue(
            {
              to: row.email,
              replyTo: config.mail.artistEmail,
              subject: 'The balance of your Play Harbor mural',
              text: balanceText(row, link.amount_cents, paymentLinkUrl(config.publicUrl, link.id)),
            },
            tx,
          );
        });
        context.log.info({ projectId: id }, 'mural balance link sent');
        return deskProject(services, id);
      },
    },
  };
}
