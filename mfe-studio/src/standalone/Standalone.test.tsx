import { render, screen } from '@testing-library/react';
import { specSiteText } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../today/today-fixtures';
import { Standalone } from './Standalone';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

describe('the studio standalone page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  it.each([
    ['/studio', 'Your studio'],
    ['/studio/artworks', 'Your studio'],
    ['/studio/artworks/new', 'Your studio'],
    ['/studio/passkeys', 'Your studio'],
    ['/studio/enrol', 'Create a passkey'],
  ])('shows the screen of %s', async (path, heading) => {
    fakeFunctions({ 'studio-session': () => ({ body: { signedIn: false } }) });
    window.history.pushState({}, '', path);
    render(<Standalone />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/studio', 'Today'],
    ['/studio/artworks', 'Artworks'],
    ['/studio/pictures', 'Pictures'],
    ['/studio/site', 'Your site’s words and prices'],
    ['/studio/changes', 'Changes'],
  ])('shows %s to her once signed in', async (path, heading) => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-today': () => ({ body: today() }),
      'studio-artworks': () => ({ body: { artworks: [] } }),
      'studio-site-photos': () => ({ body: { studio: null, portrait: null } }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
      'studio-site-text': () => ({
        body: { published: specSiteText, draft: null, versions: [{ version: 0, publishedAt: null, changes: [] }] },
      }),
    });
    window.history.pushState({}, '', path);
    render(<Standalone />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.querySelector('main')).toHaveAttribute('data-boundary', 'studio');
  });
});
