import {
  errorReportingElementId,
  pageDataElementId,
  renderedRemotesElementId,
  type ErrorReportingSettings,
  type RemoteAddresses,
} from 'shared-contracts/server-rendering';
import type { PageData } from 'shared-contracts/page-data';
import { siteTextElementId, type SiteText } from 'shared-contracts/site-words';
import type { PageHead } from './page-heads';
import { escapeMarkup } from '../http/markup';

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

/** What a demo shop says at the top of every page. */
export const testShopNotice = 'Test shop: no real orders';

/** The shell's page with the demo shop's notice first in its body, outside what the scripts draw. */
export function withTestShopNotice(shellHtml: string): string {
  return shellHtml.replace(
    /<body>/,
    (body) => `${body}<aside class="test-shop-notice" aria-label="Test shop">${testShopNotice}</aside>`,
  );
}

/**
 * The shell's page telling the browser, in its head, where it reports unhandled errors; the same
 * for every page and request, so a page stays cacheable. Unchanged without settings.
 */
export function withErrorReporting(shellHtml: string, settings: ErrorReportingSettings | undefined): string {
  if (!settings) return shellHtml;
  return shellHtml.replace(
    '</head>',
    () => `<script type="application/json" id="${errorReportingElementId}">${scriptJson(settings)}</script></head>`,
  );
}

/**
 * A style sheet of a remote's screen: its address, and its file as the remote's build names it.
 * The page's link carries that name (`data-href`), which is how the remote's style loader
 * recognises a sheet already on the page instead of adding it a second time.
 */
export interface ScreenStyleSheet {
  href: string;
  file: string;
}

/** A page's content as the server rendered it. */
export interface RenderedBody {
  /** The HTML of the root element, as the shell's renderer gave it. */
  html: string;
  /** The remote addresses it was rendered with, which the browser hydrates with. */
  remotes: RemoteAddresses;
  /** The style sheets of its screen, which the page needs before its scripts run. */
  styleSheets: ScreenStyleSheet[];
  /** The answers it was rendered from, which the browser renders from too. */
  data: PageData;
}

/** Where the shell's page holds its content, in whichever form its build writes the element. */
const rootElement = /<div id="?root"?><\/div>/;

/** The page carries the remote addresses it was rendered with, so /remotes.json is not asked for. */
const remoteConfigPreload = /<link rel="?preload"? href="?\/remotes\.json"?[^>]*>/;

/** The resource hints React writes ahead of the content it renders, which belong in the head. */
const leadingLinks = /^(?:<link [^>]*\/?>)+/;

/**
 * The shell's page with the head of one page of the site: its own title in place of the
 * shell's, and its description, address, link preview, structured data and her words and
 * prices (which the browser renders with) before `</head>`; and, when the server rendered it, its content in the root element. The new text is given by
 * functions, so a `$` in the artist's words is kept as written.
 */
export function pageHtml(shellHtml: string, head: PageHead, siteText: SiteText, body?: RenderedBody): string {
  const hints = body?.html.match(leadingLinks)?.[0] ?? '';
  const headHtml = [
    ...headElements(head),
    `<script type="application/json" id="${siteTextElementId}">${scriptJson(siteText)}</script>`,
    ...(body?.styleSheets ?? []).map(
      ({ href, file }) => `<link rel="stylesheet" href="${escapeMarkup(href)}" data-href="${escapeMarkup(file)}" />`,
    ),
    hints,
  ].join('');
  const page = shellHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(head.title)}</title>`)
    .replace(shellDescription, '')
    .replace('</head>', () => `${headHtml}</head>`);
  if (!body) return page;
  // The shell's page is made ready first and the rendered content put in last, so no pattern is
  // run over the content itself.
  return page
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(remoteConfigPreload, '')
    .replace(
      rootElement,
      () =>
        `<div id="root">${body.html.slice(hints.length)}</div>` +
        `<script type="application/json" id="${renderedRemotesElementId}">${scriptJson(body.remotes)}</script>` +
        `<script type="application/json" id="${pageDataElementId}">${scriptJson(body.data)}</script>`,
    );
}
