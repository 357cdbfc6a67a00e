import { isStorableText } from 'shared-contracts/storable-text';
import * as z from 'zod/mini';

/** A text field of a webhook's body: present, at most `max` characters, and storable. */
export const webhookText = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.refine(isStorableText, 'cannot be stored'));
