// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import GiftCardsScreen from './GiftCardsScreen';

describe('the gift cards page rendered on the server', () => {
  it('renders without a browser, its form held until the browser takes over and no day chosen yet', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/gift-cards']}>
        <GiftCardsScreen />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 class="page-title">Gift cards</h1>');
    expect(html).toMatch(/<fieldset class="fields" disabled="">/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*value=""/);
  });
});
