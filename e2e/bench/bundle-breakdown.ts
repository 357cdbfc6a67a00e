import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { host, remotes } from 'shared-contracts/site-manifest';

/** What part of the site's scripts a piece of code belongs to, by its source file. */
export type CodePart = 'federation runtime' | 'eager shared modules' | 'zod' | 'the rest';

const eagerShared = /node_modules\/(react|react-dom|scheduler|react-router|zustand)\/|shared-contracts\/src\//;

function partOf(source: string): CodePart {
  if (
    /node_modules\/@module-federation\/|\.federation\/|webpack\/runtime\/.*(federation|sharing|consumes|remotes)/i.test(
      source,
    )
  )
    return 'federation runtime';
  if (/node_modules\/zod\//.test(source)) return 'zod';
  if (eagerShared.test(source)) return 'eager shared modules';
  return 'the rest';
}

const repoRoot = path.join(import.meta.dirname, '../..');

/** The built file a script's address is served from. */
/** A script the site serves, as built, and its source map, written beside the site. */
function builtFiles(scriptPath: string): { script: string; map: string } {
  const remote = Object.values(remotes).find(({ urlPrefix }) => scriptPath.startsWith(urlPrefix));
  const [folder, file] = remote
    ? [remote.folder, scriptPath.slice(remote.urlPrefix.length)]
    : [host.folder, scriptPath.slice(1)];
  return {
    script: path.join(repoRoot, folder, 'dist', file),
    map: path.join(repoRoot, folder, 'sourcemaps', `${file}.map`),
  };
}

/**
 * Splits the scripts a route downloads into parts by their source maps and gzips each part's
 * code on its own (so the parts add up to a little more than the whole). `eager shared
 * modules` counts only the shell's first script, where they are eager; in a remote's chunk
 * the same packages would be served from the share scope instead.
 */
export function bundleBreakdown(scriptPaths: string[]): Record<CodePart, number> {
  const code: Record<CodePart, string[]> = {
    'federation runtime': [],
    'eager shared modules': [],
    zod: [],
    'the rest': [],
  };
  for (const scriptPath of scriptPaths) {
    const files = builtFiles(scriptPath);
    const text = readFileSync(files.script, 'utf8');
    if (!existsSync(files.map)) {
      code['the rest'].push(text);
      continue;
    }
    const map = new SourceMap(JSON.parse(readFileSync(files.map, 'utf8')));
    text.split('\n').forEach((line, lineNumber) => {
      let start = 0;
      let part: CodePart = 'the rest';
      for (let column = 0; column <= line.length; column++) {
        const source =
          column < line.length
            ? (map.findEntry(lineNumber, column) as { originalSource?: string }).originalSource
            : undefined;
        const next: CodePart = source ? partOf(source) : part;
        if (next !== part || column === line.length) {
          code[part].push(line.slice(start, column));
          start = column;
          part = next;
        }
      }
    });
  }
  const gzipKb = (pieces: string[]) => Math.round(gzipSync(pieces.join(''), { level: 9 }).length / 102.4) / 10;
  return {
    'federation runtime': gzipKb(code['federation runtime']),
    'eager shared modules': gzipKb(code['eager shared modules']),
    zod: gzipKb(code.zod),
    'the rest': gzipKb(code['the rest']),
  };
}
