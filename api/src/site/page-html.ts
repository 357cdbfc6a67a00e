import type { PageHead } from './page-heads';
import { escapeMarkup } from '../markup';

/** JSON inside a script element: `<` escaped, so no text of it can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The meta and link elements of a page's head, each on its own line. */
function headElements(head: PageHead): string[] {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(String(value))}" />`;
  return [
    meta('name', 'description', head.description),
    ...(head.indexed ? [] : [meta('name', 'robots', 'noindex')]),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`] : []),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.image.url),
    ...(head.image.width ? [meta('property', 'og:image:width', head.image.width)] : []),
    ...(head.image.height ? [meta('property', 'og:image:height', head.image.height)] : []),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

/** The shell's own description, in whichever form its build writes the element. */
const shellDescription = /<meta name="?description"? content="[^"]*"\s*\/?>/;

/**
 * The shell's page with the head of one page of the site: its own title in place of the
 * shell's, and its description, address, link preview and structured data before `</head>`.
 * The new text is given by functions, so a `$` in the artist's words is kept as written.
 */
export function pageHtml(shellHtml: string, head: PageHead): string {
  return shellHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(head.title)}</title>`)
    .replace(shellDescription, '')
    .replace('</head>', () => `${headElements(head).join('')}</head>`);
}
