import type { LastBackup, SiteHealth, SiteProblem, studioFunctions } from 'shared-contracts/studio';
import { deliveryQueue, type MailOutbox, type UndeliveredMail } from '../mail/mail-outbox';
import { backupLateAfterMs, dailyBackupQueue, type SiteBackups } from '../backups/site-backups';
import type { BackendFunctions } from '../http/site-function';
import { isGaveUpNotice } from '../jobs/gave-up-notices';
import type { JobQueue } from '../jobs/job-queue';
import type { GivenUpJob } from '../jobs/job-types';
import { orderOfMail } from '../orders/order-mails';
import { type OrdersRepository } from '../orders/orders-repository';
import { orderOfJob } from '../orders/order-model';

/** What Site health reads, each from the part of the site that keeps it. */
export interface SiteHealthDeps {
  /** The last backup, as Backups shows it. */
  backups: Pick<SiteBackups, 'last'>;
  jobs: Pick<JobQueue, 'givenUp'>;
  outbox: Pick<MailOutbox, 'undelivered'>;
  orders: Pick<OrdersRepository, 'find'>;
  /** Her own address, which the site's mail to her goes to. */
  artistEmail: string;
}

type OrderPage = Extract<SiteProblem['action'], { page: 'order' }>;

const hourMs = 60 * 60 * 1000;
/** Tasks and e-mails given up longer ago than this need her no more: the server's doctor looks back as far. */
const recentMs = 7 * 24 * hourMs;

const backupsPage = { page: 'backups' } as const;
const askForTheCheck = 'have whoever looks after your server run its check (./doctor), which says why';

/** `30 hours`, `3 days`. */
function age(ms: number): string {
  const hours = Math.floor(ms / hourMs);
  return hours < 48 ? `${hours} hours` : `${Math.floor(hours / 24)} days`;
}

function backupProblems(last: LastBackup | null, now: number): SiteProblem[] {
  if (!last) {
    return [
      {
        check: 'backup',
        found: 'No backup of the site has been made yet.',
        at: null,
        todo: `Look again tomorrow: the site makes one every night. If there is still none, ${askForTheCheck}.`,
        action: backupsPage,
      },
    ];
  }
  const old = now - Date.parse(last.madeAt);
  if (old <= backupLateAfterMs) return [];
  return [
    {
      check: 'backup',
      found: `The last backup is ${age(old)} old.`,
      at: last.madeAt,
      todo: `The nightly backup has stopped: ${askForTheCheck}. Meanwhile, download the last one to keep a copy of your own.`,
      action: backupsPage,
    },
  ];
}

function taskProblem(job: GivenUpJob, order: OrderPage | undefined): SiteProblem {
  const problem = { check: 'task', found: `${job.description} failed.`, at: job.at.toISOString() } as const;
  if (order) {
    return {
      ...problem,
      todo: 'The site will not try again: open the order to see where it stands, and finish it by hand.',
      action: order,
    };
  }
  if (job.queue === dailyBackupQueue) {
    return {
      ...problem,
      todo: `The site tries again tonight. If it fails again, ${askForTheCheck}.`,
      action: backupsPage,
    };
  }
  return {
    ...problem,
    todo: 'The site will not try again: the e-mail it sent you about it says what went wrong.',
    action: null,
  };
}

function mailProblem(mail: UndeliveredMail, at: Date, order: OrderPage | undefined, artistEmail: string): SiteProblem {
  const problem = { check: 'mail', at: at.toISOString(), action: order ?? null } as const;
  if (mail.to === artistEmail) {
    return {
      ...problem,
      found: `The e-mail “${mail.subject}” to you could not be sent.`,
      todo: `Check your address (${mail.to}) and the site’s e-mail settings.`,
    };
  }
  const check = 'Check the address and the site’s e-mail settings';
  return {
    ...problem,
    found: `The e-mail “${mail.subject}” to ${mail.to} could not be sent.`,
    todo: order
      ? `${check}, then open the order to resend its confirmation or write to the buyer yourself.`
      : `${check}, then write to ${mail.to} yourself.`,
  };
}

/** The page of each order named, by id; an order no longer there has none. */
async function orderPages(
  orders: SiteHealthDeps['orders'],
  ids: readonly (string | null)[],
): Promise<Map<string, OrderPage>> {
  const named = [...new Set(ids.filter((id) => id !== null))];
  const found = await Promise.all(named.map((id) => orders.find(id)));
  return new Map(
    found.flatMap((order) =>
      order ? [[order.id, { page: 'order', orderId: order.id, orderNumber: order.number } as const]] : [],
    ),
  );
}

/**
 * Of what the server's doctor checks, what she can act on, in her words: a backup missing or
 * late, and the background tasks and e-mails given up this week. An e-mail is given up when its
 * delivery is; the notice she was sent of a failure is left out, as it only repeats it.
 */
export async function siteHealth(deps: SiteHealthDeps): Promise<SiteHealth> {
  const now = Date.now();
  const [last, givenUp] = await Promise.all([deps.backups.last(), deps.jobs.givenUp()]);
  const recent = givenUp.filter((job) => now - job.at.getTime() <= recentMs);
  const tasks = recent.filter((job) => job.queue !== deliveryQueue);
  const deliveries = recent.filter((job) => job.queue === deliveryQueue);
  const mailIdOf = (job: GivenUpJob) => (job.payload as { mailId: string }).mailId;
  const undelivered = new Map((await deps.outbox.undelivered(deliveries.map(mailIdOf))).map((mail) => [mail.id, mail]));
  const mails = deliveries.flatMap((job) => {
    const mail = undelivered.get(mailIdOf(job));
    return mail && !isGaveUpNotice(mail.dedupeKey) ? [{ mail, at: job.at }] : [];
  });
  const pages = await orderPages(deps.orders, [
    ...tasks.map((job) => orderOfJob(job.payload)),
    ...mails.map(({ mail }) => orderOfMail(mail.dedupeKey)),
  ]);
  const pageOf = (orderId: string | null) => (orderId === null ? undefined : pages.get(orderId));
  const failures = [
    ...tasks.map((job) => ({ at: job.at, problem: taskProblem(job, pageOf(orderOfJob(job.payload))) })),
    ...mails.map(({ mail, at }) => ({
      at,
      problem: mailProblem(mail, at, pageOf(orderOfMail(mail.dedupeKey)), deps.artistEmail),
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    lastBackupAt: last?.madeAt ?? null,
    problems: [...backupProblems(last, now), ...failures.map(({ problem }) => problem)],
  };
}

export function createSiteHealthFunctions(
  deps: SiteHealthDeps,
): Pick<BackendFunctions<typeof studioFunctions>, 'studio-site-health'> {
  return { 'studio-site-health': { handle: () => siteHealth(deps) } };
}
