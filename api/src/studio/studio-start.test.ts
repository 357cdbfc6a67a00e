import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess } from '../testing/api-process';
import { startTestServer, type TestServer } from '../testing/test-server';
import { enrolmentLinksPath } from './enrolment-links';
import { placeholdersForSale, seedPlaceholderArtworks } from '../artworks/placeholder-artworks';

const run = promisify(execFile);
const apiRoot = path.join(import.meta.dirname, '..', '..');

describe('a fresh catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('starts with the six placeholder pieces of the specification, once: a piece she deletes does not come back', async () => {
    const { db, services } = { db: server.db, services: server.app.services };
    expect(await seedPlaceholderArtworks(db, services, { forSale: true })).toBe(true);
    expect(await seedPlaceholderArtworks(db, services, { forSale: true })).toBe(false);

    const { artworks } = (await server.invoke('get-artworks')).body as {
      artworks: { title: string; price: number; photos: { formats: { type: string }[] }[] }[];
    };
    expect(artworks.map((artwork) => artwork.title)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Artwork Title ${n}`));
    expect(artworks.every((artwork) => artwork.price === 150)).toBe(true);
    expect(artworks[0]!.photos[0]!.formats).toEqual([
      {
        type: 'image/svg+xml',
        files: [{ url: expect.stringMatching(/^\/media\/[0-9a-f]{16}-600\.svg$/), width: 600 }],
      },
    ]);

    const { prints } = (await server.invoke('get-prints')).body as { prints: { slug: string; fromPrice: number }[] };
    expect(prints).toEqual([
      expect.objectContaining({ slug: 'artwork-1', fromPrice: 35 }),
      expect.objectContaining({ slug: 'artwork-2', fromPrice: 35 }),
      expect.objectContaining({ slug: 'artwork-4', fromPrice: 35 }),
    ]);

    const [first] = await db.query<{ id: string }>(`SELECT id FROM artworks WHERE slug = 'artwork-1'`);
    await services.artworks.delete(first!.id);
    await seedPlaceholderArtworks(db, services, { forSale: true });
    expect(((await server.invoke('get-artworks')).body.artworks as unknown[]).length).toBe(5);
  });
});

describe('a fresh catalogue in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('keeps the placeholder pieces as drafts without prints, examples nobody can buy', async () => {
    const { db, services } = { db: server.db, services: server.app.services };
    expect(await seedPlaceholderArtworks(db, services, { forSale: false })).toBe(true);

    expect((await server.invoke('get-artworks')).body.artworks).toEqual([]);
    expect((await server.invoke('get-prints')).body.prints).toEqual([]);
    expect(await placeholdersForSale(db)).toEqual([]);
    const drafts = await db.query<{ title: string; status: string }>(
      'SELECT title, status FROM artworks ORDER BY slug',
    );
    expect(drafts).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ title: `Artwork Title ${n}`, status: 'draft' })));
  });

  it('names the placeholders a visitor could still pay for, by title', async () => {
    const { db } = server;
    await db.query(`UPDATE artworks SET status = 'available' WHERE slug = 'artwork-3'`);
    await db.query(`UPDATE artworks SET title = 'Still Waters', status = 'available' WHERE slug = 'artwork-5'`);
    expect(await placeholdersForSale(db)).toEqual(['Artwork Title 3']);
  });
});

describe('the first passkey', () => {
  let dataDir: string;
  let api: ApiProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-start-'));
    api = await new ApiProcess({ DATA_DIR: dataDir, ARTIST_EMAIL: 'grace@example.com', LOG_LEVEL: 'info' }).start();
  });
  afterAll(async () => {
    await api.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  const usable = async (link: string) => {
    const response = await fetch(`${api.url}/functions/v1/studio-check-enrolment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(link).origin },
      body: JSON.stringify({ token: new URL(link).hash.slice(1) }),
    });
    return ((await response.json()) as { usable: boolean }).usable;
  };

  it('is offered at start while none is enrolled: a link in the log, also e-mailed to the artist', async () => {
    const offered = /No passkey opens the studio yet\. [^:]+: (http\S+\/studio\/enrol#[\w-]+)/;
    await expect.poll(() => offered.test(api.output), { timeout: 10_000 }).toBe(true);
    const link = offered.exec(api.output)![1]!;
    expect(await usable(link)).toBe(true);
    // Without SMTP_URL, e-mails are written to the log as they would be sent, but for the secrets of their links.
    const mailed = (line: string) =>
      line.includes('"to":"grace@example.com"') &&
      line.includes('Create your passkey for the studio') &&
      line.includes('/studio/enrol#[redacted]');
    await expect.poll(() => api.output.split('\n').some(mailed), { timeout: 10_000 }).toBe(true);
  });

  it('npm run studio:enrol prints a fresh link, for whoever can read the server’s data folder', async () => {
    const port = new URL(api.url).port;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/studio-enrol.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir },
    });
    const link = /^(http\S+\/studio\/enrol#[\w-]+)$/m.exec(stdout)?.[1];
    expect(link, stdout).toBeDefined();
    expect(await usable(link!)).toBe(true);

    const guessed = await fetch(`${api.url}${enrolmentLinksPath}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-the-key' },
    });
    expect(guessed.status).toBe(401);
  });
});
