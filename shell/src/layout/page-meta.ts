import type { PageMeta } from 'shared-contracts/site-manifest';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/** Gives the document the title, description and indexing rule of the current route. */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  metaTag('description').content = meta.description;
  if (!meta.indexed) metaTag('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
}
