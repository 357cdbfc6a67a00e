import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  pageAddress,
  pageAt,
  pagePaths,
  pages,
  remoteBoundary,
  remotes,
  remoteUrlVariable,
  type Page,
  type RemoteName,
} from './site-manifest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the site manifest', () => {
  it('finds the page of every address, alias and parameter included, with or without a trailing slash', () => {
    expect(pageAt('/')?.screen).toEqual({ remote: 'portfolio', exposed: 'Home' });
    expect(pageAt('/art-shop')?.screen).toEqual({ remote: 'portfolio', exposed: 'FineArt' });
    expect(pageAt('/merch/product/102')?.screen).toEqual({ remote: 'shop', exposed: 'ProductDetail' });
    expect(pageAt('/swag-shop/product/101/')?.screen).toEqual({ remote: 'shop', exposed: 'ProductDetail' });
    expect(pageAt('/payment-success')?.screen).toEqual({ shell: 'PaymentSuccess' });
  });

  it('has no page at addresses the site does not serve', () => {
    for (const pathname of ['/t-shirt', '/merch/product', '/merch/product/1/more', '/checkout/x', '/MERCH']) {
      expect(pageAt(pathname), pathname).toBeUndefined();
    }
  });

  it('gives each address its page, its own address and the value of its parameter', () => {
    expect(pageAddress('/art-shop/still-waters')).toMatchObject({
      page: { path: '/fine-art/:slug' },
      canonical: '/fine-art/still-waters',
      parameter: 'still-waters',
    });
    expect(pageAddress('/swag-shop/product/102/')).toMatchObject({ canonical: '/merch/product/102', parameter: '102' });
    expect(pageAddress('/print-shop')).toEqual({ page: pageAt('/prints'), canonical: '/prints' });
    expect(pageAddress('/merch/product/a%20b')?.parameter).toBe('a b');
    expect(pageAddress('/merch/product/%E0%A4%A')?.parameter).toBe('%E0%A4%A');
    expect(pageAddress("/swag-shop/product/$'$&")?.canonical).toBe("/merch/product/$'$&");
    expect(pageAddress('/no/such/page')).toBeUndefined();
  });

  it('gives every address to one page only', () => {
    const addresses = pages.flatMap((page: Page) => pagePaths(page));
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("points every page at a module its remote exposes, and every exposed module at a file of the remote's", () => {
    for (const page of pages as readonly Page[]) {
      if ('remote' in page.screen)
        expect(Object.keys(remotes[page.screen.remote].exposes)).toContain(page.screen.exposed);
    }
    for (const remote of Object.values(remotes)) {
      for (const file of Object.values(remote.exposes)) {
        expect(existsSync(`${repoRoot}${remote.folder}/${file}`), `${remote.folder}/${file}`).toBe(true);
      }
    }
  });

  it('names each remote one way for each use', () => {
    const name: RemoteName = 'design_service';
    expect(remoteUrlVariable(name)).toBe('REMOTE_DESIGN_SERVICE_URL');
    expect(remoteBoundary(name)).toBe('design-service');
    expect(remotes[name].urlPrefix).toBe('/design-service/');
  });

  it('lets the compiler refuse a page whose remote does not expose its screen', () => {
    const page: Page = {
      path: '/example',
      // @ts-expect-error The shop exposes no Home screen.
      screen: { remote: 'shop', exposed: 'Home' },
      title: 'Example',
      description: 'Example',
      indexed: false,
    };
    expect(page.path).toBe('/example');
  });
});
