import * as z from 'zod/mini';
import { noInput, type FunctionRegistry } from 'shared-contracts/function-contract';
import { mailboxPattern } from 'shared-contracts/mailbox';
import {
  changedWordsSchema,
  siteParts,
  sitePricesSchema,
  siteTextSchema,
  wordFields,
  wordLimits,
  type ChangedWords,
  type WordKey,
} from 'shared-contracts/site-words';

/**
 * Her Site section: the draft she previews, publishing it as a new version, and going back to
 * an earlier one. Every version is kept; the pages are served with the newest.
 */

/** The page address that shows her draft instead of the published words, to her alone: `/?site-preview`. */
export const sitePreviewParameter = 'site-preview';

/** Why a field's words cannot be published, or null. */
export function wordsProblem(key: WordKey, words: string): string | null {
  const { kind } = wordFields[key];
  if (words.length > wordLimits[kind]) return `is longer than ${wordLimits[kind]} characters`;
  if (kind === 'email' && !mailboxPattern.test(words)) return 'must be an e-mail address';
  if (kind === 'link' && words !== '' && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(words)) {
    return 'must be a web address starting with https://';
  }
  if (kind !== 'link' && kind !== 'formatted' && words.trim() === '') return 'cannot be empty';
  return null;
}

/** Her words and prices as she sends them: each field checked for its kind, each problem named. */
export const siteDraftSchema = z.object({
  words: changedWordsSchema.check((context) => {
    for (const [key, words] of Object.entries(context.value) as [WordKey, string][]) {
      const problem = wordsProblem(key, words);
      if (problem) context.issues.push({ code: 'custom', input: words, path: [key], message: problem });
    }
  }),
  prices: sitePricesSchema,
});
export type SiteDraft = z.infer<typeof siteDraftSchema>;

/** One line of the change log: "About, paragraph 2: Over the years…". */
export const siteChangeSchema = z.object({ what: z.string(), words: z.string() });
export type SiteChange = z.infer<typeof siteChangeSchema>;

export const siteVersionSchema = z.object({
  version: z.int(),
  /** ISO time; null for the spec's own words, version 0. */
  publishedAt: z.nullable(z.string()),
  /** A restored version says so: "Back to version 3". */
  note: z.optional(z.string()),
  changes: z.array(siteChangeSchema),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const siteDeskSchema = z.object({
  published: siteTextSchema,
  /** The draft she last previewed, if she has one. */
  draft: z.nullable(z.object({ words: changedWordsSchema, prices: sitePricesSchema })),
  /** Newest first, down to version 0. */
  versions: z.array(siteVersionSchema),
});
export type SiteDesk = z.infer<typeof siteDeskSchema>;

/** What refuses a publish made from a version that is no longer the newest. */
export const siteChangedMessage =
  'The site was published from another window since you opened this page. Reload to see its words before publishing.';

export const siteWordsDeskFunctions = {
  'studio-site-text': { request: noInput, response: siteDeskSchema },
  /** Keeps her draft, for the preview to show on the real pages. */
  'studio-save-site-draft': { request: siteDraftSchema, response: siteDeskSchema },
  /** Publishes the draft as the next version; `basedOn` is the version she edited, else 409. */
  'studio-publish-site-text': {
    request: z.object({ ...siteDraftSchema.shape, basedOn: z.int() }),
    response: siteDeskSchema,
  },
  /** Publishes a copy of an earlier version (0: the spec's words and prices) as the next. */
  'studio-restore-site-version': {
    request: z.object({ version: z.int().check(z.minimum(0)), basedOn: z.int() }),
    response: siteDeskSchema,
  },
} as const satisfies FunctionRegistry;

/** How the change log names a field: "About, paragraph 2". */
export function fieldName(key: WordKey): string {
  const { part, label } = wordFields[key];
  return `${siteParts[part].name}, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** A change's words as the log shows them: one line, at most 120 characters. */
export const logExcerpt = (words: string) => {
  const line = words.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/** The fields whose words differ between two versions' changed words. */
export function changedFields(before: ChangedWords, after: ChangedWords): WordKey[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as WordKey[]);
  return [...keys].filter((key) => before[key] !== after[key]);
}
