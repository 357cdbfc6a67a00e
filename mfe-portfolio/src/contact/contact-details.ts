import type { SiteWords } from 'shared-contracts/site-words';
import type { IconName } from '../Icon';

/** Her contact details as the pages show them, from her words (`contact.*`). */

/**
 * Whether one of her addresses is a web page a button can open. She leaves a network empty
 * when she is not on it; the studio accepts only https addresses, and anything else is not
 * shown rather than linked.
 */
export const isWebAddress = (address: string): boolean => /^https?:\/\/\S+$/i.test(address);

export interface SocialLink {
  name: string;
  href: string;
  icon: IconName;
}

/** Her social pages, in the order the contact page shows them; a network she left empty is not among them. */
export function socialLinks(words: SiteWords): SocialLink[] {
  const links: SocialLink[] = [
    { name: 'Instagram', href: words['contact.instagram'], icon: 'instagram' },
    { name: 'Facebook', href: words['contact.facebook'], icon: 'facebook' },
    { name: 'Pinterest', href: words['contact.pinterest'], icon: 'pinterest' },
  ];
  return links.filter((link) => isWebAddress(link.href));
}

/** Her availability, one item a line; blank lines are not items. */
export const availabilityItems = (lines: string): string[] =>
  lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
