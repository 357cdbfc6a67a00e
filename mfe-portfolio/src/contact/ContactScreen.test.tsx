import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSubjects } from 'shared-contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import ContactScreen from './ContactScreen';

function answerSubmissions(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Martha's message, typed and sent as a visitor would. */
async function sendMarthasMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Martha');
  await user.type(screen.getByLabelText('Email'), 'martha@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Collaboration');
  await user.type(screen.getByLabelText('Message'), 'Shall we paint a mural together?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the six subjects, the address, the response time and the social links', () => {
    renderAt('/contact-grace', <ContactScreen />);
    const options = Array.from(screen.getByLabelText('Subject').querySelectorAll('option')).map(
      (option) => option.textContent,
    );
    expect(options.slice(1)).toEqual([...contactSubjects]);
    expect(screen.getByRole('link', { name: 'studio@example.com' })).toHaveAttribute(
      'href',
      'mailto:studio@example.com',
    );
    expect(screen.getByText(/24-48 hours/)).toBeInTheDocument();
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      expect(screen.getByRole('link', { name: network })).toHaveAttribute(
        'href',
        expect.stringContaining(network.toLowerCase()),
      );
    }
  });

  it('takes its subject and first words from the link that led here', () => {
    renderAt('/contact-grace?subject=Print+Shop+Question&message=NFL+prints+please', <ContactScreen />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Print Shop Question');
    expect(screen.getByLabelText('Message')).toHaveValue('NFL prints please');
  });

  it('names what is missing, beside the field, before sending anything', async () => {
    const user = userEvent.setup();
    const fetch = answerSubmissions(() => Response.json({ received: true }));
    renderAt('/contact-grace', <ContactScreen />);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the visitor, with the focus on the thank-you', async () => {
    const user = userEvent.setup();
    const fetch = answerSubmissions(() => Response.json({ received: true }));
    renderAt('/contact-grace', <ContactScreen />);

    await sendMarthasMessage(user);

    expect(await screen.findByRole('heading', { name: 'Thank you, your message is on its way!' })).toHaveFocus();
    expect(fetch).toHaveBeenCalledWith(
      '/functions/v1/send-contact-message',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      name: 'Martha',
      email: 'martha@example.com',
      subject: 'Collaboration',
      message: 'Shall we paint a mural together?',
      website: '',
    });
  });

  it('goes back to the form for another message with the focus on the message, the rest kept', async () => {
    const user = userEvent.setup();
    answerSubmissions(() => Response.json({ received: true }));
    renderAt('/contact-grace', <ContactScreen />);
    await sendMarthasMessage(user);

    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Martha');
  });

  it('keeps every word when sending fails, and says why', async () => {
    const user = userEvent.setup();
    answerSubmissions(() =>
      Response.json({ error: 'Too many requests. Please wait a few minutes and try again.' }, { status: 429 }),
    );
    renderAt('/contact-grace', <ContactScreen />);

    await user.type(screen.getByLabelText('Name'), 'Martha');
    await user.type(screen.getByLabelText('Email'), 'martha@example.com');
    await user.selectOptions(screen.getByLabelText('Subject'), 'General Inquiry');
    await user.type(screen.getByLabelText('Message'), 'A long, heartfelt message.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText('Message')).toHaveValue('A long, heartfelt message.');
    expect(screen.getByLabelText('Name')).toHaveValue('Martha');
  });
});
