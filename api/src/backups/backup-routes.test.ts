import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeskServer, type DeskServer } from '../testing/desk-server';
import { writeEnrolmentKey } from '../studio/enrolment-links';
import { inspectArchive } from './site-archive';
import { backupsPath } from './site-backups';

describe('backups through the running server', () => {
  let desk: DeskServer;
  const key = 'the-key-only-the-server-user-can-read';
  beforeAll(async () => {
    desk = await startDeskServer();
    await writeEnrolmentKey(desk.server.config.dataDir, key);
  });
  afterAll(() => desk.stop());

  it('streams an archive to whoever holds the key in its data folder, and to nobody else', async () => {
    const url = `${desk.server.url}${backupsPath}`;
    const refused = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer a-guess' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'This call needs the key in the server’s data folder.' });

    const answer = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
    const file = path.join(desk.server.config.dataDir, 'streamed.tar.gz');
    await pipeline(Readable.fromWeb(answer.body as ReadableStream), createWriteStream(file));
    const manifest = await inspectArchive(file);
    expect(manifest.database).toMatchObject({ kind: 'pglite', rowCounts: { studio_passkeys: 1 } });
    await rm(file);
  });

  it('shows her the last backup, when, how large and where, and downloads it with her session only', async () => {
    expect((await desk.artist.call('studio-last-backup')).body).toEqual({ backup: null });
    await desk.server.app.services.backups.backUpDaily();

    const { backup } = (await desk.artist.call('studio-last-backup')).body as {
      backup: { name: string; madeAt: string; bytes: number; where: string; download: string };
    };
    const folder = path.join(desk.server.config.dataDir, 'backups');
    expect(backup).toEqual({
      name: expect.stringMatching(/^backup-.*\.tar\.gz$/),
      madeAt: expect.any(String),
      bytes: expect.any(Number),
      where: path.join(folder, backup.name),
      download: `/api/studio/backups/${backup.name}`,
    });
    expect(Date.now() - Date.parse(backup.madeAt)).toBeLessThan(60_000);
    const bytes = await readFile(backup.where);
    expect(backup.bytes).toBe(bytes.length);

    expect((await fetch(`${desk.server.url}${backup.download}`)).status).toBe(401);
    const downloaded = await fetch(`${desk.server.url}${backup.download}`, { headers: { Cookie: desk.artist.cookie } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(bytes);
    const missing = await fetch(`${desk.server.url}/api/studio/backups/backup-2000-01-01T00-00-00-000Z.tar.gz`, {
      headers: { Cookie: desk.artist.cookie },
    });
    expect(missing.status).toBe(404);
  });
});
