import { pagePaths, pages, type Page } from 'shared-contracts/site-manifest';
import { exampleProposalId } from './example-proposal';

/**
 * A value for each parameter a page's path may carry, as a visitor would arrive with it. An
 * order's page without its key reads as an unknown order, which is the view a stranger gets;
 * `artwork-1` is a placeholder piece on sale and offered as prints on a fresh site, and every
 * test site shows one example proposal, which is also the commission her studio's page opens.
 */
const sampleParameters: Record<string, string> = {
  productId: '102',
  orderId: 'ord_example',
  slug: 'artwork-1',
  artworkId: 'new',
  messageId: 'msg_example',
  projectId: 'cs_test_example',
  exampleId: exampleProposalId,
  commissionId: 'cms_example',
};

/** A page's path with each `:parameter` replaced by its sample value. */
export function visitable(path: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = sampleParameters[name];
    if (!value) throw new Error(`No sample value for :${name} in ${path}: add one to sampleParameters.`);
    return value;
  });
}

/** Every address of every page in the site manifest, aliases included, with its page. */
export const siteAddresses: { address: string; page: Page }[] = pages.flatMap((page: Page) =>
  pagePaths(page).map((path) => ({ address: visitable(path), page })),
);
