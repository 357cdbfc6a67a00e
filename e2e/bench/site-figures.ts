import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { remotes } from 'shared-contracts/site-manifest';
import { seedStorage } from '../support/journeys';

export interface ScriptFigures {
  files: number;
  rawKb: number;
  gzipKb: number;
  requests: number;
  /** Scripts that carry React's code. */
  reactCopies: number;
  /** The address (path) of each script, in the order they arrived. */
  paths: string[];
  /** The remotes whose code the route downloaded. */
  remotes: string[];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Loads a route in a fresh browser context (with `storage` put in its localStorage first)
 * and adds up the JavaScript it downloads.
 */
export async function scriptFigures(
  browser: Browser,
  url: string,
  storage?: Record<string, string>,
): Promise<ScriptFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (storage) await seedStorage(page, storage, url);
  const scripts: { path: string; body: Promise<Buffer> }[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, body: response.body() });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts.map(async ({ path, body }) => ({ path, body: await body })));
  await context.close();
  return {
    files: bodies.length,
    rawKb: kb(bodies.reduce((sum, { body }) => sum + body.length, 0)),
    gzipKb: kb(bodies.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0)),
    requests,
    paths: bodies.map(({ path }) => path),
    reactCopies: bodies.filter(({ body }) => body.includes('react.dev/errors')).length,
    remotes: Object.entries(remotes)
      .filter(([, { urlPrefix }]) => bodies.some(({ path }) => path.startsWith(urlPrefix)))
      .map(([name]) => name),
  };
}
