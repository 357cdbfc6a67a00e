import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-heads';
import { specSiteText } from 'shared-contracts/site-words';
import { pageHtml } from './page-html';

const shellHtml =
  '<!doctype html><html><head><title>Shell</title><meta name=description content="Shell"><link rel=preload href=/remotes.json as=fetch crossorigin=anonymous></head>' +
  '<body><div id=root></div><noscript>This site needs JavaScript.</noscript></body></html>';

const head: PageHead = {
  status: 200,
  title: 'Meet Grace · Grace Studio',
  description: 'The story of Grace.',
  indexed: true,
  canonical: 'https://example.com/meet-grace',
  type: 'website',
  image: { url: 'https://example.com/social-card.png', width: 1200, height: 630, alt: 'Grace Studio' },
  structuredData: [],
};

describe('the page the server sends', () => {
  it('keeps the root empty, and the shell asking for /remotes.json, when the page was not rendered here', () => {
    const html = pageHtml(shellHtml, head, specSiteText);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('href=/remotes.json');
    expect(html).toContain('<noscript>');
  });

  it('puts rendered content in the root, the addresses and data it was rendered with after it, and its styles and hints in the head', () => {
    const html = pageHtml(shellHtml, head, specSiteText, {
      html: '<link rel="preload" as="image" href="/portfolio/assets/studio.svg"/><main><h1>Meet the artist</h1></main>',
      remotes: { portfolio: '/portfolio/remoteEntry.js</script><script>alert(1)</script>' },
      styleSheets: [{ href: '/portfolio/about.12345678.css', file: 'about.12345678.css' }],
      data: { 'get-artwork {"slug":"still-waters"}': { artwork: { title: 'Still</script><script>alert(2)//' } } },
    });
    const [headPart, body] = html.split('</head>');
    expect(headPart).toContain(
      '<link rel="stylesheet" href="/portfolio/about.12345678.css" data-href="about.12345678.css" />',
    );
    expect(headPart).toContain('<link rel="preload" as="image" href="/portfolio/assets/studio.svg"/>');
    expect(headPart).not.toContain('/remotes.json');
    expect(body).toContain(
      '<div id="root"><main><h1>Meet the artist</h1></main></div><script type="application/json" id="site-remotes">' +
        '{"portfolio":"/portfolio/remoteEntry.js\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>' +
        '<script type="application/json" id="page-data">' +
        '{"get-artwork {\\"slug\\":\\"still-waters\\"}":{"artwork":{"title":"Still\\u003c/script>\\u003cscript>alert(2)//"}}}</script>',
    );
    expect(body).not.toContain('<noscript>');
  });

  it('carries her words in the head as data, where markup she typed cannot close the element', () => {
    const words = { 'home.headline': '</script><script>alert(3)</script>' };
    const html = pageHtml(shellHtml, head, { ...specSiteText, version: 2, words });
    const [headPart] = html.split('</head>');
    expect(headPart).toContain('<script type="application/json" id="site-text">{"version":2,');
    expect(headPart).toContain('"home.headline":"\\u003c/script>\\u003cscript>alert(3)\\u003c/script>"');
    expect(headPart).not.toContain('<script>alert(3)');
  });
});
