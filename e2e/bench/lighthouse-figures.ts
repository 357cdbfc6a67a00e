import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { seedStorage } from '../support/journeys';

export interface LighthouseFigures {
  performance: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Where the LCP's time went: time to first byte, load delay, load time, render delay (ms). */
  lcpPhases: string;
}

/** The LCP element audit's second table: each phase of the largest paint and its time. */
function lcpPhases(details: unknown): string {
  const tables = (details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items;
  const phases = tables?.find((table) => table.items?.some((item) => item.phase))?.items ?? [];
  return phases.map(({ phase, timing }) => `${phase} ${Math.round(timing ?? 0)}`).join(', ');
}

/**
 * Runs Lighthouse (mobile preset) in Debian's Chromium. Each route is measured several times and
 * the median run is kept, since single runs vary. Throttling is simulated (Lighthouse's model of a
 * slow phone, its default) or applied (`devtools`: the network and a 4× slower CPU are really
 * slowed while the page loads, so what the trace shows is what happened).
 */
export class LighthouseRunner {
  private constructor(
    private readonly context: BrowserContext,
    private readonly port: number,
    private readonly profile: string,
  ) {}

  static async start(port = 9333): Promise<LighthouseRunner> {
    const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...chromiumFlags, `--remote-debugging-port=${port}`],
    });
    return new LighthouseRunner(context, port, profile);
  }

  /** Stores values in the site's localStorage before a measurement (a cart for the checkout). */
  async seedStorage(origin: string, values: Record<string, string>): Promise<void> {
    const page = await this.context.newPage();
    await seedStorage(page, values, origin);
    await page.close();
  }

  async measure(
    url: string,
    {
      runs = Number(process.env.BENCH_RUNS ?? 3),
      keepStorage = false,
      throttling = 'simulate',
    }: { runs?: number; keepStorage?: boolean; throttling?: 'simulate' | 'devtools' } = {},
  ): Promise<LighthouseFigures> {
    const results: LighthouseFigures[] = [];
    for (let attempt = 0; results.length < runs && attempt < runs + 4; attempt++) {
      if (keepStorage) await this.clearHttpCache();
      const result = await lighthouse(url, {
        port: this.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepStorage,
        throttlingMethod: throttling,
      });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || score === null || score === undefined) continue; // a run Chromium failed to trace
      results.push({
        performance: Math.round(score * 100),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cumulativeLayoutShift:
          Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        lcpPhases: lcpPhases(lhr.audits['largest-contentful-paint-element']?.details),
      });
    }
    if (results.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
    results.sort((a, b) => a.performance - b.performance);
    return results[Math.floor(results.length / 2)]!;
  }

  private async clearHttpCache(): Promise<void> {
    const page = await this.context.newPage();
    const cdp = await this.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }

  async stop(): Promise<void> {
    await this.context.close();
    await rm(this.profile, { recursive: true, force: true });
  }
}
