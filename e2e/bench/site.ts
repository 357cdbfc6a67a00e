// `npm run bench`: every figure of the composed site beside its budget, in one table.
// Per route: the JavaScript it downloads (files, kB as served, kB gzipped, requests, which
// remotes); for the key routes, Lighthouse's mobile performance score, LCP, TBT and CLS
// (median of three runs); then the API's figures from the server benchmark.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sweatshirtCart } from '../support/journeys';
import { startTestSite } from '../support/site';
import { launchChromium } from './browser';
import { budgets } from './budgets';
import { LighthouseRunner, type LighthouseFigures } from './lighthouse-figures';
import { scriptFigures, type ScriptFigures } from './site-figures';

const lighthouseToo = process.env.BENCH_LIGHTHOUSE !== '0';
const apiToo = process.env.BENCH_API !== '0';

const routes: { path: string; lighthouse?: boolean; cart?: boolean }[] = [
  { path: '/', lighthouse: true },
  { path: '/meet-grace' },
  { path: '/fine-art' },
  { path: '/prints' },
  { path: '/custom-paintings' },
  { path: '/contact-grace' },
  { path: '/merch', lighthouse: true },
  { path: '/merch/product/102', lighthouse: true },
  { path: '/checkout', lighthouse: true, cart: true },
  { path: '/proposal' },
  { path: '/play-harbor-proposal' },
  { path: '/dydd-logo-proposal', lighthouse: true },
  { path: '/dydd-logo-proposal/payment?package=logo' },
];

type Row = { check: string; figure: string; budget: string; ok: boolean | undefined };
const rows: Row[] = [];
const row = (check: string, figure: string | number, budget = '', ok?: boolean) =>
  rows.push({ check, figure: String(figure), budget, ok });

const site = await startTestSite();
const browser = await launchChromium();
const runner = lighthouseToo ? await LighthouseRunner.start() : undefined;
try {
  const scripts = new Map<string, ScriptFigures>();
  for (const route of routes) {
    scripts.set(
      route.path,
      await scriptFigures(browser, `${site.url}${route.path}`, route.cart ? sweatshirtCart : undefined),
    );
  }
  for (const route of routes) {
    const figures = scripts.get(route.path)!;
    row(
      `${route.path} JS`,
      `${figures.files} files, ${figures.rawKb} kB, ${figures.gzipKb} kB gzip, ${figures.requests} requests`,
    );
    row(`${route.path} remotes loaded`, figures.remotes.join(', ') || 'none');
    row(
      `${route.path} copies of React`,
      figures.reactCopies,
      `${budgets.reactCopies}`,
      figures.reactCopies === budgets.reactCopies,
    );
  }
  const home = scripts.get('/')!;
  row(
    'home page JS gzip',
    `${home.gzipKb} kB`,
    `≤ ${budgets.homeJavaScriptGzipKb} kB`,
    home.gzipKb <= budgets.homeJavaScriptGzipKb,
  );

  if (runner) {
    const limits = budgets.lighthouse;
    for (const route of routes.filter((candidate) => candidate.lighthouse)) {
      if (route.cart) await runner.seedStorage(site.url, sweatshirtCart);
      const figures: LighthouseFigures = await runner.measure(`${site.url}${route.path}`, { keepStorage: route.cart });
      row(
        `${route.path} Lighthouse performance`,
        figures.performance,
        `≥ ${limits.performance}`,
        figures.performance >= limits.performance,
      );
      row(
        `${route.path} LCP`,
        `${figures.largestContentfulPaintMs} ms`,
        `≤ ${limits.largestContentfulPaintMs} ms`,
        figures.largestContentfulPaintMs <= limits.largestContentfulPaintMs,
      );
      row(
        `${route.path} TBT`,
        `${figures.totalBlockingTimeMs} ms`,
        `≤ ${limits.totalBlockingTimeMs} ms`,
        figures.totalBlockingTimeMs <= limits.totalBlockingTimeMs,
      );
      row(
        `${route.path} CLS`,
        figures.cumulativeLayoutShift,
        `< ${limits.cumulativeLayoutShift}`,
        figures.cumulativeLayoutShift < limits.cumulativeLayoutShift,
      );
    }
  }
} finally {
  await runner?.stop();
  await browser.close();
  await site.stop();
}

if (apiToo) {
  const api = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../api/bench/functions.ts')],
    {
      env: { ...process.env, BENCH_JSON: '1' },
      encoding: 'utf8',
    },
  );
  const last = api.stdout.trim().split('\n').at(-1) ?? '';
  const figures = JSON.parse(last) as {
    health: { rps: number; p99: number };
    catalogue: { rps: number; p99: number };
    upstreamCalls: number;
  };
  row('GET /health', `${figures.health.rps} req/s, p99 ${figures.health.p99} ms`);
  row(
    'get-printful-products (cached)',
    `${figures.catalogue.rps} req/s, p99 ${figures.catalogue.p99} ms`,
    `p99 ≤ ${budgets.api.catalogueP99Ms} ms`,
    figures.catalogue.p99 <= budgets.api.catalogueP99Ms,
  );
  row(
    'Printful calls during the run',
    figures.upstreamCalls,
    `${budgets.api.upstreamCallsDuringRun}`,
    figures.upstreamCalls === budgets.api.upstreamCallsDuringRun,
  );
}

const widths = [
  Math.max(...rows.map((r) => r.check.length)),
  Math.max(...rows.map((r) => r.figure.length)),
  Math.max(8, ...rows.map((r) => r.budget.length)),
];
const status = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'ok' : 'OVER');
console.info(['check'.padEnd(widths[0]!), 'figure'.padEnd(widths[1]!), 'budget'.padEnd(widths[2]!), ''].join('  '));
for (const r of rows)
  console.info(
    [r.check.padEnd(widths[0]!), r.figure.padEnd(widths[1]!), r.budget.padEnd(widths[2]!), status(r.ok)].join('  '),
  );
