// `node --expose-gc --import tsx e2e/bench/remote-reloads.ts`: the server's memory across 50
// redeploys of a remote. The site runs in this process; each round gives the portfolio's
// server container a new build time, as a redeploy does, waits until the server has seen it,
// and renders a page of it, so the renderer loads the new container in place of the old.
// Prints the heap after garbage collection at rounds 5, 25 and 50, as JSON on the last line.
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildRecheckMs } from 'api/site/looked-at-most-every';
import { remotes } from 'shared-contracts/site-manifest';
import { startTestSite } from '../support/site';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('Run with node --expose-gc: the heap is measured after garbage collection.');

const rounds = 50;
const entry = path.join(import.meta.dirname, '../..', remotes.portfolio.folder, 'dist/server/remoteEntry.js');
const built = await stat(entry);
const site = await startTestSite({ LOG_LEVEL: 'error' });
const heapMb: Record<number, number> = {};
try {
  for (let round = 1; round <= rounds; round++) {
    const redeployed = new Date(built.mtimeMs + round * 1000);
    await utimes(entry, redeployed, redeployed);
    await sleep(buildRecheckMs + 10);
    const page = await fetch(`${site.url}/fine-art`);
    const html = await page.text();
    if (!html.includes('<h1 class="page-title">Fine Art</h1>'))
      throw new Error(`Round ${round}: /fine-art was not rendered.`);
    if ([5, 25, 50].includes(round)) {
      collect();
      heapMb[round] = Math.round(process.memoryUsage().heapUsed / 1024 / 102.4) / 10;
    }
  }
} finally {
  await utimes(entry, built.atime, built.mtime);
  await site.stop();
}
console.info(`heap after 5, 25 and 50 redeploys of the portfolio: ${heapMb[5]}, ${heapMb[25]}, ${heapMb[50]} MB`);
console.info(JSON.stringify({ heapMb }));
