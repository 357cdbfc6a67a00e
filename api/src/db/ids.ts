import { randomBytes } from 'node:crypto';

/** A new, unguessable row id such as `ord_Xq3…`; the prefix says what kind of row it names. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
