import type { siteWordsDeskFunctions } from 'shared-contracts/site-words-desk';
import type { BackendFunctions } from '../http/site-function';
import type { SiteTextStore } from './site-text';

/** Her Site section: her words and prices, previewed, published and taken back. */
export function createSiteWordsDeskFunctions({
  siteText,
}: {
  siteText: SiteTextStore;
}): BackendFunctions<typeof siteWordsDeskFunctions> {
  return {
    'studio-site-text': { handle: () => siteText.desk() },
    'studio-save-site-draft': { handle: (draft) => siteText.saveDraft(draft) },
    'studio-publish-site-text': { handle: ({ basedOn, ...draft }) => siteText.publish(draft, basedOn) },
    'studio-restore-site-version': { handle: ({ version, basedOn }) => siteText.restore(version, basedOn) },
  };
}
