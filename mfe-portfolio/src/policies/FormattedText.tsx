import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * A link she wrote. The library's sanitizer has already dropped a `javascript:`, `vbscript:`
 * or `data:` address, leaving no `href`: then only her words show. The site's own paths stay
 * in the app; an e-mail address or an anchor opens in place; any other site in a new tab.
 */
function FormattedLink({ href, title, children }: ComponentProps<'a'>) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} title={title}>
        {children}
      </Link>
    );
  }
  if (/^(mailto:|tel:|#)/i.test(href)) {
    return (
      <a href={href} title={title}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Raw HTML she types stays text (`disableParsingRawHTML`), so `<b>` or `<script>` show as she
 * typed them; a `---` at the start is a rule, not hidden front matter. Her `#` headings become
 * h2, as the page has its own h1. Every paragraph is a block, even a single one.
 */
const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  disableFrontmatter: true,
  forceBlock: true,
  forceWrapper: true,
  overrides: { h1: { component: 'h2' }, a: FormattedLink },
};

/**
 * Her formatted text (Markdown: headings, paragraphs, lists, bold and links), rendered the same
 * on the server and in the browser, in a `div` with `className`.
 */
export function FormattedText({ text, className }: { text: string; className?: string }) {
  return (
    <Markdown className={className} options={options}>
      {text}
    </Markdown>
  );
}
