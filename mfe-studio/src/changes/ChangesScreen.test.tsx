import { screen, within } from '@testing-library/react';
import { sitePaths } from 'shared-contracts/site-config';
import { specSiteText } from 'shared-contracts/site-words';
import { signedOutMessage } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { formatWhen } from '../ui/when';
import ChangesScreen from './ChangesScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her Site section's record: two versions published over the spec's words. */
const siteDesk = () => ({
  body: {
    published: { ...specSiteText, version: 2 },
    draft: null,
    versions: [
      {
        version: 2,
        publishedAt: '2026-11-26T10:15:00.000Z',
        changes: [
          { what: 'About, paragraph 2', words: 'Over the years my work has grown into murals.' },
          { what: 'Prices, logo project', words: '$350.00' },
        ],
      },
      { version: 1, publishedAt: '2026-11-25T08:00:00.000Z', changes: [{ what: 'Home, headline', words: 'Hope' }] },
      { version: 0, publishedAt: null, changes: [] },
    ],
  },
});

describe('the Changes section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every recorded change: when, which piece, and what changed', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-site-text': siteDesk,
      'studio-artwork-changes': () => ({
        body: {
          changes: [
            {
              at: '2026-11-24T09:32:00.000Z',
              artworkId: 'art-2',
              title: 'Still Waters',
              summary: 'Status Available → Sold',
            },
            { at: '2026-11-20T16:05:00.000Z', artworkId: 'art-1', title: 'Morning Psalm', summary: 'Added' },
          ],
        },
      }),
    });
    renderStudio(sitePaths.studioChanges, <ChangesScreen />);

    const rows = within(await screen.findByRole('list', { name: 'Recorded changes, newest first' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(formatWhen('2026-11-24T09:32:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-24T09:32:00.000Z',
    );
    expect(formatWhen('2026-11-24T09:32:00.000Z')).toMatch(/^Nov 2[34], 2026, \d{1,2}:\d{2}\s[AP]M [A-Z][A-Z0-9+:-]*$/);
    expect(within(rows[0]!).getByRole('link', { name: 'Still Waters' })).toHaveAttribute(
      'href',
      '/studio/artworks/art-2',
    );
    expect(rows[0]).toHaveTextContent('Status Available → Sold');
    expect(rows[1]).toHaveTextContent('Morning Psalm');
    expect(functions.calls('studio-artwork-changes')[0]!.body).toEqual({});
  });

  it('lists each change she published to her site’s words and prices, with its version, newest first', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
      'studio-site-text': siteDesk,
    });
    renderStudio(sitePaths.studioChanges, <ChangesScreen />);

    const rows = within(
      await screen.findByRole('list', { name: 'Published changes to your site, newest first' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatWhen('2026-11-26T10:15:00.000Z')}Version 2About, paragraph 2: Over the years my work has grown into murals.`,
      `${formatWhen('2026-11-26T10:15:00.000Z')}Version 2Prices, logo project: $350.00`,
      `${formatWhen('2026-11-25T08:00:00.000Z')}Version 1Home, headline: Hope`,
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Version 2' })).toHaveAttribute('href', '/studio/site');
  });

  it('says when a change was made in her time zone, the one her session answer names', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
      'studio-site-text': siteDesk,
      'studio-artwork-changes': () => ({
        body: {
          changes: [
            {
              at: '2026-11-24T14:32:00.000Z',
              artworkId: 'art-2',
              title: 'Still Waters',
              summary: 'Price $900 → $1,200',
            },
          ],
        },
      }),
    });
    renderStudio(sitePaths.studioChanges, <ChangesScreen />);

    const [row] = within(await screen.findByRole('list', { name: 'Recorded changes, newest first' })).getAllByRole(
      'listitem',
    );
    expect(within(row!).getByText('Nov 24, 2026, 9:32 AM EST')).toHaveAttribute('datetime', '2026-11-24T14:32:00.000Z');
  });

  it('shows the sign-in panel when the list answers 401', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artwork-changes': () => ({ status: 401, body: { error: signedOutMessage } }),
    });
    renderStudio(sitePaths.studioChanges, <ChangesScreen />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
