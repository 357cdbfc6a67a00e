import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The shell's page as its production build writes it: minified, with its own title and description. */
const shellIndex =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Creativity Rooted in Faith</title><meta name=description content="The shell."><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';

/** A site folder with only the shell's page and icon built: its pages are served with their heads, not rendered. */
export async function builtShell(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), shellIndex);
  await writeFile(
    path.join(root, 'shell/dist/favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#5b3a8c"/></svg>',
  );
  return root;
}

/** What a crawler that runs no script reads in a page's head. */
export function headOf(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  const meta = (key: string) => attribute(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    descriptions: html.match(/<meta name=("?)description\1 /g)?.length ?? 0,
    robots: meta('robots'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => meta(`og:${key}`),
    twitterCard: meta('twitter:card'),
    structuredData: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    ),
  };
}
