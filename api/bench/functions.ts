// `npm run bench:api`: the real server in its own process on loopback, a Printful stand-in as
// its upstream, and autocannon against it. Prints requests per second and p99 latency for
// get-printful-products (served from the catalogue cache) beside Fastify's plain /health, and
// how many calls reached Printful during the run. With the site built, a product page too:
// served from the cache of rendered pages (brotli, as a browser asks, and uncompressed), and
// rendered afresh for every request.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sampleCatalog } from '../src/catalog/sample-catalog';
import { PrintfulStandIn } from '../src/testing/printful-standin';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const printful = await new PrintfulStandIn(sampleCatalog).start();
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
const repoRoot = path.join(import.meta.dirname, '../..');
const siteBuilt = existsSync(path.join(repoRoot, 'shell', 'dist', 'server', 'render.js'));
const productPage = `/merch/product/${sampleCatalog[0]!.id}`;
const port = 18_000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    // A start that takes no real money: production would refuse its loopback address and test settings.
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SITE_DIR: siteBuilt ? repoRoot : dataDir,
    PRINTFUL_API_TOKEN: printful.token,
    PRINTFUL_API_URL: printful.url,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;

try {
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (attempt > 100) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Warm the catalogue cache once, as the first visitor would.
  await fetch(`${url}/functions/v1/get-printful-products`, { method: 'POST' });
  const callsBefore = printful.calls.list + printful.calls.detail;

  const run = (title: string, path: string, options: Partial<autocannon.Options> = {}) =>
    autocannon({ url: `${url}${path}`, connections, duration: seconds, title, ...options });
  const health = await run('GET /health', '/health');
  const products = await run('get-printful-products', '/functions/v1/get-printful-products', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

  // The page warmed once, as the first visitor would; the second run's addresses differ by a
  // query, so no request finds its page in the cache.
  let rendered = 0;
  const pages = siteBuilt
    ? {
        // As a browser asks for it: compressed.
        cached: await fetch(`${url}${productPage}`).then(() =>
          run('product page (cached, br)', productPage, { headers: { 'accept-encoding': 'br, gzip' } }),
        ),
        cachedIdentity: await run('product page (cached)', productPage),
        uncached: await run('product page (rendered)', productPage, {
          connections: 10,
          requests: [{ setupRequest: (request) => ({ ...request, path: `${productPage}?render=${rendered++}` }) }],
        }),
      }
    : undefined;

  const row = (result: autocannon.Result) =>
    [
      result.title!.padEnd(26),
      result.requests.average.toFixed(0).padStart(10),
      `${result.latency.p99} ms`.padStart(10),
      String(result.non2xx).padStart(8),
    ].join('  ');
  console.info(`${connections} connections, ${seconds} s each, loopback, 2 cores shared by server and load`);
  console.info(['endpoint'.padEnd(26), 'req/s'.padStart(10), 'p99'.padStart(10), 'non-2xx'.padStart(8)].join('  '));
  console.info(row(health));
  console.info(row(products));
  if (pages) console.info([pages.cached, pages.cachedIdentity, pages.uncached].map(row).join('\n'));
  else console.info('The site is not built (npm run build): no product page figures.');
  const upstreamCalls = printful.calls.list + printful.calls.detail - callsBefore;
  console.info(`Printful calls during the runs: ${upstreamCalls}`);
  if (process.env.BENCH_JSON) {
    const figures = (result: autocannon.Result) => ({
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
    });
    console.info(
      JSON.stringify({
        health: figures(health),
        catalogue: figures(products),
        upstreamCalls,
        ...(pages && { cachedPage: figures(pages.cached), renderedPage: figures(pages.uncached) }),
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
  await printful.stop();
  await rm(dataDir, { recursive: true, force: true });
}
