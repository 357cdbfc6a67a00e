// `npm run bench`: every figure of the composed site beside its budget, in one table.
// Per page of the site manifest: the JavaScript it downloads (files, kB as served, kB gzipped,
// requests, which remotes) and what a repeat visit sends over the network; for the key routes,
// Lighthouse's mobile performance score, LCP, TBT and CLS (median of three runs), with simulated
// and with applied throttling, against the page's floor and the same routes built as one
// ordinary webpack app; the first tap's delay on a 4× slowed CPU; then the API's figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sitePaths } from 'shared-contracts/site-config';
import { pages, type Page } from 'shared-contracts/site-manifest';
import { sweatshirtCart } from '../support/journeys';
import { startTestSite } from '../support/site';
import { visitable } from '../support/site-addresses';
import { launchChromium } from './browser';
import { budgets } from './budgets';
import { bundleBreakdown } from './bundle-breakdown';
import { startFloorSite } from './floor-site';
import { LighthouseRunner, type LighthouseFigures } from './lighthouse-figures';
import { repeatVisitFigures, type RepeatVisitFigures } from './repeat-visit';
import { buildSingleApp } from './single-app/build';
import { chooseSizeAndAdd, firstInteractionFigures, openMenu } from './first-interaction';
import { scriptFigures, type ScriptFigures } from './site-figures';

const lighthouseToo = process.env.BENCH_LIGHTHOUSE !== '0';
const apiToo = process.env.BENCH_API !== '0';

/**
 * Key routes whose first paint is measured against its floor: the same server-rendered HTML and
 * CSS with every script removed, served through the same server.
 */
const productRoute = visitable(`${sitePaths.merch}/product/:productId`);
const floorRoutes: string[] = [
  sitePaths.home,
  sitePaths.merch,
  productRoute,
  sitePaths.fineArt,
  visitable(`${sitePaths.fineArt}/:slug`),
  sitePaths.prints,
  sitePaths.logoProposal,
];
const lighthouseRoutes = new Set<string>([...floorRoutes, sitePaths.checkout, sitePaths.customPaintings]);
/** Routes the composed site is weighed on against the same site built as one ordinary app. */
const compositionRoutes: string[] = [sitePaths.home, sitePaths.merch, sitePaths.checkout];

/** Each page's primary path; the checkout is visited with a cart, as a buyer arrives there. */
const routes = pages.map((page: Page) => {
  const route = visitable(page.path);
  return {
    path: route,
    lighthouse: lighthouseRoutes.has(route),
    storage: page.path === sitePaths.checkout ? sweatshirtCart : undefined,
  };
});
for (const route of [...lighthouseRoutes, ...compositionRoutes]) {
  if (!routes.some((candidate) => candidate.path === route))
    throw new Error(`The site manifest has no page at ${route}.`);
}

type Row = { check: string; figure: string; budget: string; ok: boolean | undefined };
const rows: Row[] = [];
const row = (check: string, figure: string | number, budget = '', ok?: boolean) =>
  rows.push({ check, figure: String(figure), budget, ok });

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const singleApp = await buildSingleApp();
const site = await startTestSite();
// The same site with every page drawn by the browser, as before server rendering.
const clientRendered = lighthouseToo ? await startTestSite({ SERVER_RENDERING: 'false' }) : undefined;
const floor = lighthouseToo ? await startFloorSite(site.url) : undefined;
const browser = await launchChromium();
const runner = lighthouseToo ? await LighthouseRunner.start() : undefined;
try {
  const scripts = new Map<string, ScriptFigures>();
  const repeats = new Map<string, RepeatVisitFigures>();
  for (const route of routes) {
    scripts.set(route.path, await scriptFigures(browser, `${site.url}${route.path}`, route.storage));
    repeats.set(route.path, await repeatVisitFigures(browser, `${site.url}${route.path}`, route.storage));
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
    const repeat = repeats.get(route.path)!;
    row(
      `${route.path} repeat visit`,
      `${kb(repeat.bytes)} kB, ${repeat.requests} requests over the network; other: ${repeat.otherUrls.join(', ') || 'none'}`,
    );
    row(
      `${route.path} repeat: JS/CSS re-downloaded`,
      `${kb(repeat.scriptStyleBytes)} kB${repeat.scriptStyleUrls.length ? ` (${repeat.scriptStyleUrls.join(', ')})` : ''}`,
      `${budgets.repeatVisit.scriptStyleBytes} kB`,
      repeat.scriptStyleBytes <= budgets.repeatVisit.scriptStyleBytes,
    );
    row(
      `${route.path} repeat: revalidated (304)`,
      repeat.revalidated.map(({ url }) => url).join(', ') || 'none',
      'page, remotes.json, remote entries',
      repeat.revalidated.every(({ expected }) => expected),
    );
  }
  const home = scripts.get('/')!;
  row(
    'home page JS gzip',
    `${home.gzipKb} kB`,
    `≤ ${budgets.homeJavaScriptGzipKb} kB`,
    home.gzipKb <= budgets.homeJavaScriptGzipKb,
  );

  const parts = bundleBreakdown(home.paths);
  row(
    '/ JS by part (kB gzip)',
    Object.entries(parts)
      .map(([part, size]) => `${part} ${size}`)
      .join(', '),
  );

  const ordinary = await startTestSite({ SITE_DIR: singleApp.siteDir, LOG_LEVEL: 'error' });
  try {
    for (const route of compositionRoutes) {
      const composed = scripts.get(route)!;
      const single = await scriptFigures(
        browser,
        `${ordinary.url}${route}`,
        routes.find((candidate) => candidate.path === route)?.storage,
      );
      const ratio = Math.round((composed.gzipKb / single.gzipKb) * 100) / 100;
      row(
        `${route} composed vs one app`,
        `${composed.gzipKb} kB gzip, ${composed.files} scripts vs ${single.gzipKb} kB gzip, ${single.files} scripts: ×${ratio}`,
        `≤ ×${budgets.compositionRatio}`,
        ratio <= budgets.compositionRatio,
      );
      if (ratio > budgets.compositionRatio) {
        const parts = Object.entries(bundleBreakdown(composed.paths)).map(([name, size]) => `${name} ${size}`);
        row(`${route} composed JS by part (kB gzip)`, parts.join(', '));
      }
    }
  } finally {
    await ordinary.stop();
  }

  if (runner && floor && clientRendered) {
    const limits = budgets.lighthouse;
    const measured = new Map<string, LighthouseFigures>();
    for (const route of routes.filter((candidate) => candidate.lighthouse)) {
      if (route.storage) await runner.seedStorage(site.url, route.storage);
      const figures: LighthouseFigures = await runner.measure(`${site.url}${route.path}`, {
        keepStorage: Boolean(route.storage),
      });
      measured.set(route.path, figures);
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
        `≤ ${limits.cumulativeLayoutShift}`,
        figures.cumulativeLayoutShift <= limits.cumulativeLayoutShift,
      );
    }

    const oneApp = await startTestSite({ SITE_DIR: singleApp.siteDir, LOG_LEVEL: 'error' });
    try {
      for (const route of floorRoutes) {
        const real = measured.get(route)!;
        const bare = await runner.measure(`${floor.url}${route}`);
        const before = await runner.measure(`${clientRendered.url}${route}`);
        const single = await runner.measure(`${oneApp.url}${route}`);
        const applied = { throttling: 'devtools' } as const;
        const [realApplied, bareApplied, singleApplied] = [
          await runner.measure(`${site.url}${route}`, applied),
          await runner.measure(`${floor.url}${route}`, applied),
          await runner.measure(`${oneApp.url}${route}`, applied),
        ];
        const appliedRatio =
          Math.round((realApplied.largestContentfulPaintMs / bareApplied.largestContentfulPaintMs) * 100) / 100;
        row(
          `${route} LCP / floor, applied throttling`,
          `${realApplied.largestContentfulPaintMs} / ${bareApplied.largestContentfulPaintMs} ms: ×${appliedRatio};` +
            ` phases ${realApplied.lcpPhases} ms vs floor ${bareApplied.lcpPhases} ms`,
          `≤ ×${budgets.appliedLcpOverFloor}`,
          appliedRatio <= budgets.appliedLcpOverFloor,
        );
        row(
          `${route} TBT vs one app, applied throttling`,
          `${realApplied.totalBlockingTimeMs} vs ${singleApplied.totalBlockingTimeMs} ms`,
          '≤ one app',
          realApplied.totalBlockingTimeMs <= singleApplied.totalBlockingTimeMs,
        );
        const interactions = route === productRoute ? [openMenu, chooseSizeAndAdd] : [openMenu];
        for (const interaction of interactions) {
          const composed = await firstInteractionFigures(browser, `${site.url}${route}`, interaction);
          const alone = await firstInteractionFigures(browser, `${oneApp.url}${route}`, interaction);
          row(
            `${route} first tap: ${interaction.name}, CPU ×4`,
            `${composed.durationMs} ms (input delay ${composed.inputDelayMs}, handlers ${composed.processingMs}, ` +
              `painting ${composed.presentationMs} ms) vs one app ${alone.durationMs} ms ` +
              `(${alone.inputDelayMs}, ${alone.processingMs}, ${alone.presentationMs} ms)`,
            `≤ ${budgets.firstInteractionMs} ms`,
            composed.durationMs <= budgets.firstInteractionMs,
          );
        }
        const ratio = (lcp: number) => Math.round((lcp / bare.largestContentfulPaintMs) * 100) / 100;
        row(
          `${route} LCP / floor`,
          `${real.largestContentfulPaintMs} / ${bare.largestContentfulPaintMs} ms: ×${ratio(real.largestContentfulPaintMs)}` +
            ` (drawn by the browser: ${before.largestContentfulPaintMs} ms, ×${ratio(before.largestContentfulPaintMs)});` +
            ` phases ${real.lcpPhases} ms vs floor ${bare.lcpPhases} ms`,
          `≤ ×${budgets.lcpOverFloor}`,
          ratio(real.largestContentfulPaintMs) <= budgets.lcpOverFloor,
        );
        row(
          `${route} TBT vs one app`,
          `${real.totalBlockingTimeMs} vs ${single.totalBlockingTimeMs} ms`,
          '≤ one app',
          real.totalBlockingTimeMs <= single.totalBlockingTimeMs,
        );
      }
    } finally {
      await oneApp.stop();
    }
  }
} finally {
  await runner?.stop();
  await browser.close();
  await floor?.stop();
  await clientRendered?.stop();
  await site.stop();
  await singleApp.remove();
}

if (lighthouseToo) {
  const reloads = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'remote-reloads.ts')],
    { encoding: 'utf8' },
  );
  const { heapMb } = JSON.parse(reloads.stdout.trim().split('\n').at(-1) ?? '') as {
    heapMb: Record<'5' | '25' | '50', number>;
  };
  const growth = Math.round((heapMb['50'] - heapMb['5']) * 10) / 10;
  row(
    'server heap after 5, 25, 50 redeploys of a remote',
    `${heapMb['5']}, ${heapMb['25']}, ${heapMb['50']} MB (+${growth} MB, rendered pages kept in their cache included)`,
    `+${budgets.redeployHeapGrowthMb} MB at most`,
    growth <= budgets.redeployHeapGrowthMb,
  );
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
    cachedPage?: { rps: number; p99: number };
    renderedPage?: { rps: number; p99: number };
  };
  row('GET /health', `${figures.health.rps} req/s, p99 ${figures.health.p99} ms`);
  row(
    'get-printful-products (cached)',
    `${figures.catalogue.rps} req/s, p99 ${figures.catalogue.p99} ms`,
    `p99 ≤ ${budgets.api.catalogueP99Ms} ms`,
    figures.catalogue.p99 <= budgets.api.catalogueP99Ms,
  );
  const catalogueShare = figures.catalogue.rps / figures.health.rps;
  row(
    'cached catalogue / GET /health req/s',
    `${Math.round(catalogueShare * 100)} %`,
    `≥ ${budgets.api.catalogueShareOfHealth * 100} %`,
    catalogueShare >= budgets.api.catalogueShareOfHealth,
  );
  if (figures.cachedPage && figures.renderedPage) {
    const pageShare = figures.cachedPage.rps / figures.health.rps;
    row(
      'product page from the render cache, brotli as a browser asks / GET /health req/s',
      `${figures.cachedPage.rps} req/s, p99 ${figures.cachedPage.p99} ms: ${Math.round(pageShare * 100)} %`,
      `≥ ${budgets.api.cachedPageShareOfHealth * 100} %`,
      pageShare >= budgets.api.cachedPageShareOfHealth,
    );
    row(
      'product page rendered afresh',
      `${figures.renderedPage.rps} req/s, p99 ${figures.renderedPage.p99} ms (10 connections)`,
    );
  }
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
