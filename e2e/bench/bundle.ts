// `npm run bench:bundle`: loads each route of the built, composed site in Chromium and prints
// the JavaScript it downloads: bytes as served, bytes gzipped, and the number of requests.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startTestSite } from '../support/site';

const routes = [
  '/',
  '/meet-grace',
  '/fine-art',
  '/prints',
  '/custom-paintings',
  '/contact-grace',
  '/merch',
  '/merch/product/1',
  '/checkout',
  '/proposal',
  '/play-harbor-proposal',
  '/dydd-logo-proposal',
  '/dydd-logo-proposal/payment?package=logo',
  '/dydd-logo-proposal/onboarding?session_id=cs_test',
  '/payment-success?session_id=cs_test',
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const site = await startTestSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows: string[][] = [];
try {
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    rows.push([route, String(bodies.length), kb(raw), kb(gzip), String(requests)]);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const header = ['route', 'JS files', 'JS kB', 'JS kB gzip', 'requests'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.info(line(header));
console.info(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.info(line(row));
