import {
  resolveSiteText,
  specSiteText,
  type ChangedWords,
  type ResolvedSiteText,
  type SiteText,
} from 'shared-contracts/site-words';

/** The site's text once she has published these words (version 1), for `SiteTextContext.Provider`. */
export const publishedText = (words: ChangedWords, changed: SiteText['changed'] = {}): ResolvedSiteText =>
  resolveSiteText({ ...specSiteText, version: 1, words, changed });
