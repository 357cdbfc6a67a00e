import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { FormattedText } from './FormattedText';

const render = (text: string) => renderAt('/terms', <FormattedText text={text} className="body" />);

describe('her formatted text', () => {
  it('shows her headings, paragraphs, bold words and lists', () => {
    render(
      [
        '## Payment',
        'Cards are **charged** when you order.',
        '- Visa\n- Mastercard',
        '### Refunds',
        '1. Ask\n2. Wait',
      ].join('\n\n'),
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('charged').tagName).toBe('STRONG');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard']);
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ask', 'Wait']);
    expect(screen.getByText(/Cards are/).tagName).toBe('P');
  });

  it('makes her # headings h2, since the page has its own h1', () => {
    render('# Returns\n\n## Exchanges');

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Returns',
      'Exchanges',
    ]);
  });

  it('shows HTML she types as text, never as elements', () => {
    const { container } = render('<b>Hi</b> <script>alert(1)</script> <img src="x" onerror="alert(1)">');

    expect(screen.getByText(/<b>Hi<\/b>/)).toHaveTextContent('<b>Hi</b> <script>alert(1)</script> <img src="x"');
    expect(container.querySelector('b, script, img')).toBeNull();
  });

  it('keeps the words of a javascript: or data: link, without the link', () => {
    const { container } = render(
      '[Click](javascript:alert(1)) and [this](data:text/html,hi) and <javascript:alert(1)>',
    );

    expect(screen.getByText(/Click/)).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/href="(javascript|data):/);
  });

  it('keeps links to the site in the app, and opens other sites in a new tab', async () => {
    const user = userEvent.setup();
    render('See [our FAQ](/faq) or [Printful](https://www.printful.com), or write to studio@example.com.');

    const faq = screen.getByRole('link', { name: 'our FAQ' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(faq).not.toHaveAttribute('target');
    const printful = screen.getByRole('link', { name: 'Printful' });
    expect(printful).toHaveAttribute('target', '_blank');
    expect(printful).toHaveAttribute('rel', 'noopener noreferrer');
    const email = screen.getByRole('link', { name: 'studio@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:studio@example.com');
    expect(email).not.toHaveAttribute('target');

    await user.click(faq);
    expect(screen.getByTestId('location')).toHaveTextContent('/faq');
  });

  it('takes over the markup the server rendered without a mismatch', async () => {
    const page = (
      <MemoryRouter>
        <FormattedText
          text={
            '# Returns\n\nWithin **30 days**: see [the FAQ](/faq) or [Printful](https://www.printful.com).\n\n- One'
          }
          className="body"
        />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const serverMarkup = container.innerHTML;
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    act(() => root.unmount());
  });
});
