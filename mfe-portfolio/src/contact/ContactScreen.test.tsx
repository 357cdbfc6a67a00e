import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSubjects } from 'shared-contracts/messages';
import { SiteTextContext, type ChangedWords } from 'shared-contracts/site-words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { publishedText } from '../testing/site-text';
import ContactScreen from './ContactScreen';

const renderWithHerWords = (words: ChangedWords) =>
  renderAt(
    '/contact-grace',
    <SiteTextContext.Provider value={publishedText(words)}>
      <ContactScreen />
    </SiteTextContext.Provider>,
  );

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
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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

  it('shows her introduction, address, response time, availability and social pages, as she published them', () => {
    const reactWarning = vi.spyOn(console, 'error');
    renderWithHerWords({
      'contact.lead': 'Say hello!',
      'contact.email': 'grace@example.org',
      'contact.responseTime': 'I answer within a week.',
      'contact.availability': 'Murals: summer only\n\n  \nLogos: booked until May\nLogos: booked until May\n',
      'contact.instagram': 'https://www.instagram.com/grace.paints',
      'contact.facebook': '',
      'contact.pinterest': 'https://www.pinterest.com/grace.paints',
    });

    expect(screen.getByText('Say hello!')).toHaveClass('page-subtitle');
    expect(screen.getByRole('link', { name: 'grace@example.org' })).toHaveAttribute('href', 'mailto:grace@example.org');
    expect(screen.getByText('I answer within a week.')).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach me' });
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Murals: summer only', 'Logos: booked until May', 'Logos: booked until May']);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/grace.paints',
    );
    expect(screen.getByRole('link', { name: 'Pinterest' })).toHaveAttribute(
      'href',
      'https://www.pinterest.com/grace.paints',
    );
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(reactWarning).not.toHaveBeenCalled();
  });

  it('shows no social buttons when she left every address empty', () => {
    renderWithHerWords({ 'contact.instagram': '', 'contact.facebook': '', 'contact.pinterest': '' });

    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      expect(screen.queryByRole('link', { name: network })).not.toBeInTheDocument();
    }
  });

  it('shows markup she typed as text', () => {
    const { container } = renderWithHerWords({
      'contact.lead': '<b>Hi</b>',
      'contact.availability': '<img src="x" onerror="alert(1)">',
    });

    expect(screen.getByText('<b>Hi</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src="x" onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
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
