import { pageAddress, type PageMeta } from 'shared-contracts/site-manifest';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

function setProperty(property: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.setAttribute('content', content);
}

/**
 * Whether the document's head is the one the server wrote for the page at `pathname`: it names
 * that page's own address, and carries its own title and description (a product's, a piece's).
 */
export function isServedHeadOf(pathname: string): boolean {
  const canonical = pageAddress(pathname)?.canonical;
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== undefined && link !== null && new URL(link.href).pathname === canonical;
}

/**
 * Gives the document the title, description, indexing rule and address of the page at
 * `pathname`, after a move within the site: the address a visitor shares (the canonical link,
 * `og:url`) is the page's own, not the one the site was first opened at.
 */
export function applyPageMeta(meta: PageMeta, pathname: string): void {
  document.title = meta.title;
  metaTag('description').content = meta.description;
  if (!meta.indexed) metaTag('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
  const canonical = pageAddress(pathname)?.canonical;
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    link?.remove();
    return;
  }
  const address = new URL(canonical, window.location.origin).href;
  if (link) link.href = address;
  setProperty('og:url', address);
  setProperty('og:title', meta.title);
  setProperty('og:description', meta.description);
}
