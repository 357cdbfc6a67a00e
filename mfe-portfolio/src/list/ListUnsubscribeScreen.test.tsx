import { screen, waitFor } from '@testing-library/react';
import { listLinkSpentMessage } from 'shared-contracts/mailing-list';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import ListUnsubscribeScreen from './ListUnsubscribeScreen';

const token = 'Zm9sbG93ZWQtdGhlLWxpbmstb25jZQ';

describe('the page that unsubscribes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the token of the address as it opens, with no click, and says no more news will come', async () => {
    const functions = fakeFunctions({ 'list-unsubscribe': () => ({ body: { unsubscribed: true } }) });
    renderAt(`/list/unsubscribe#${token}`, <ListUnsubscribeScreen />);

    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing you…');
    const heading = await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('You will get no more e-mails about new work.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/');
    expect(functions.calls()).toEqual([{ name: 'list-unsubscribe', body: { token } }]);
    const [, request] = vi.mocked(fetch).mock.calls[0]!;
    expect(request?.method).toBe('POST');
  });

  it('says a link the server does not know is not valid, with the way to the contact page', async () => {
    fakeFunctions({ 'list-unsubscribe': () => ({ status: 404, body: { error: listLinkSpentMessage } }) });
    renderAt(`/list/unsubscribe#${token}`, <ListUnsubscribeScreen />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(listLinkSpentMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-grace');
  });

  it('says a link without a token is not valid without asking the server', async () => {
    const functions = fakeFunctions({ 'list-unsubscribe': () => ({ body: { unsubscribed: true } }) });
    renderAt('/list/unsubscribe', <ListUnsubscribeScreen />);

    expect(await screen.findByText(listLinkSpentMessage)).toBeInTheDocument();
    expect(functions.calls()).toEqual([]);
  });
});
