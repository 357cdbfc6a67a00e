import type { ContactSubject } from 'shared-contracts/messages';
import { sitePaths } from 'shared-contracts/site-config';

/** A link to the contact form with its subject chosen and a message started. */
export function contactLink(subject: ContactSubject, message?: string): string {
  const params = new URLSearchParams({ subject });
  if (message) params.set('message', message);
  return `${sitePaths.contact}?${params}`;
}
