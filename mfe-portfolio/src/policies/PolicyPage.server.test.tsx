// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SiteTextContext } from 'shared-contracts/site-words';
import { describe, expect, it } from 'vitest';
import { publishedText } from '../testing/site-text';
import TermsScreen from './TermsScreen';

describe('a policy page rendered on the server', () => {
  it('renders her formatted text and the day she changed it without a browser', () => {
    const html = renderToString(
      <SiteTextContext.Provider
        value={publishedText({ 'terms.text': '# Our terms\n\n- **Fair** prices' }, { terms: '2026-12-01' })}
      >
        <MemoryRouter initialEntries={['/terms']}>
          <TermsScreen />
        </MemoryRouter>
      </SiteTextContext.Provider>,
    );

    expect(html).toContain('<h1 class="page-title">Terms of Service</h1>');
    expect(html).toMatch(/Last updated (<!-- -->)?December 1, 2026<\/p>/);
    expect(html).toContain('<h2 id="our-terms">Our terms</h2><ul><li><strong>Fair</strong> prices</li></ul>');
  });
});
