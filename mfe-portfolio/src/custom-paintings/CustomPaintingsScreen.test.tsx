import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { subscribe } from 'shared-contracts/events';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import CustomPaintingsScreen from './CustomPaintingsScreen';

async function fillRequest(user: UserEvent) {
  await user.type(screen.getByLabelText('Your name'), 'Joseph');
  await user.type(screen.getByLabelText('Email'), 'joseph@example.com');
  await user.type(screen.getByLabelText('Theme or subject'), 'An olive grove at dawn');
  await user.selectOptions(screen.getByLabelText('Size'), '24 × 36 in');
  await user.type(screen.getByLabelText('Colour palette'), 'Golds and greens');
  await user.selectOptions(screen.getByLabelText('Budget'), '$500 - $1,000');
  await user.selectOptions(screen.getByLabelText('Timeline'), '2-3 months');
}

describe('the custom paintings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the request, not a message, was not sent when sending fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeFunctions({ 'submit-commission-request': () => ({ status: 503, body: { error: 'The server is busy.' } }) });
    const toasts: string[] = [];
    const stop = subscribe('toast:show', ({ title }) => toasts.push(title));
    renderAt('/custom-paintings', <CustomPaintingsScreen />);

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent: The server is busy.');
    expect(toasts).toEqual(['Your request was not sent']);
    expect(screen.getByLabelText('Theme or subject')).toHaveValue('An olive grove at dawn');
    stop();
  });

  it('explains the three steps and shows three past commissions', () => {
    renderAt('/custom-paintings', <CustomPaintingsScreen />);
    expect(screen.getAllByText(/^Step \d$/)).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Family portrait' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Church banner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nursery mural' })).toBeInTheDocument();
  });

  it('sends a commission request with theme, size, palette, budget, timeline, name and e-mail, then focuses the thank-you', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => Response.json({ received: true }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/custom-paintings', <CustomPaintingsScreen />);

    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByLabelText('Budget')).toHaveAccessibleDescription('Please choose a budget');
    expect(fetch).not.toHaveBeenCalled();

    await fillRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! Your request is with Grace.' })).toHaveFocus();
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({
      theme: 'An olive grove at dawn',
      size: '24 × 36 in',
      budget: '$500 - $1,000',
      timeline: '2-3 months',
    });
  });
});
