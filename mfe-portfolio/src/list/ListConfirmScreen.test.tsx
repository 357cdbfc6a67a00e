import { screen, waitFor } from '@testing-library/react';
import { listLinkSpentMessage } from 'shared-contracts/mailing-list';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import ListConfirmScreen from './ListConfirmScreen';

const token = 'Zm9sbG93ZWQtdGhlLWxpbmstb25jZQ';

describe('the page that confirms a subscription', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the token of the address's fragment, says so while it waits, then that the visitor is on the list", async () => {
    const functions = fakeFunctions({ 'list-confirm': () => ({ body: { confirmed: true } }) });
    renderAt(`/list/confirm#${token}`, <ListConfirmScreen />);

    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
    const heading = await screen.findByRole('heading', { level: 1, name: "You're on the list" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Grace will write to you when there is new work.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Fine Art' })).toHaveAttribute('href', '/fine-art');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(functions.calls()).toEqual([{ name: 'list-confirm', body: { token } }]);
  });

  it('says a link the server does not know is not valid, with the way to the contact page', async () => {
    fakeFunctions({ 'list-confirm': () => ({ status: 404, body: { error: listLinkSpentMessage } }) });
    renderAt(`/list/confirm#${token}`, <ListConfirmScreen />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'We could not confirm your subscription' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(listLinkSpentMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-grace');
  });

  it.each([
    ['no token', '/list/confirm'],
    ['a token cut short', '/list/confirm#Zm9sbG93'],
  ])('says a link with %s is not valid without asking the server', async (_case, address) => {
    const functions = fakeFunctions({ 'list-confirm': () => ({ body: { confirmed: true } }) });
    renderAt(address, <ListConfirmScreen />);

    expect(await screen.findByText(listLinkSpentMessage)).toBeInTheDocument();
    expect(functions.calls()).toEqual([]);
  });

  it("gives the server's own reason when it has one, and that the link is not valid after a failure it gives none for", async () => {
    let answer = { status: 429, body: { error: 'Too many requests. Please wait a few minutes and try again.' } };
    fakeFunctions({ 'list-confirm': () => answer });
    const { unmount } = renderAt(`/list/confirm#${token}`, <ListConfirmScreen />);
    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBeInTheDocument();
    unmount();

    answer = { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
    renderAt(`/list/confirm#${token}`, <ListConfirmScreen />);
    expect(await screen.findByText(listLinkSpentMessage)).toBeInTheDocument();
  });
});
