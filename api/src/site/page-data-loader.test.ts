import { callKey } from 'shared-contracts/function-contract';
import { pageAddress } from 'shared-contracts/site-manifest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { pageDataOf } from './page-data-loader';

describe('the data a page is rendered with', () => {
  let server: TestServer;
  let pageData: ReturnType<typeof pageDataOf>;
  const dataAt = (pathname: string) => {
    const address = pageAddress(pathname)!;
    return pageData(address.page, address.parameter);
  };

  beforeAll(async () => {
    server = await startTestServer();
    pageData = pageDataOf(server.app.services, server.app.log);
  });

  afterAll(() => server.stop());

  it('keeps a piece or print the site does not have as null, so the page says so without asking again', async () => {
    const piece = await dataAt('/fine-art/no-such-piece');
    expect(piece.data).toEqual({ [callKey('get-artwork', { slug: 'no-such-piece' })]: null });
    const print = await dataAt('/prints/no-such-piece');
    expect(print.data).toEqual({ [callKey('get-print', { slug: 'no-such-piece' })]: null });
    expect(print.version).not.toBe(piece.version);
  });

  it('leaves out a call that fails otherwise, so the browser asks for it', async () => {
    const { artworks } = server.app.services;
    vi.spyOn(artworks, 'publicArtwork').mockRejectedValueOnce(new Error('the database is restarting'));
    expect((await dataAt('/fine-art/no-such-piece')).data).toEqual({});
    expect((await dataAt('/fine-art/no-such-piece')).data).toEqual({
      [callKey('get-artwork', { slug: 'no-such-piece' })]: null,
    });
  });
});
