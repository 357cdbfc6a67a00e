import { describe, expect, it } from 'vitest';
import { messageFormWording, requiredText } from './required-text';
import { findUnstorableText, isStorableText } from './storable-text';

describe('text the database can store', () => {
  it('takes any text, emoji included, but no NUL and no half of a surrogate pair', () => {
    expect(isStorableText('Grace 🎨 Studio — ünïcode')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('fish \ud83d')).toBe(false);
    expect(isStorableText('\udc00 alone')).toBe(false);
  });

  it('names where in a body the first unstorable key or text is', () => {
    expect(findUnstorableText({ items: [{ name: 'ok' }, { name: 'b\u0000' }] })).toEqual(['items', 1, 'name']);
    expect(findUnstorableText({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(findUnstorableText({ a: 'ok', b: [1, true, null] })).toBeUndefined();
  });

  it('is part of every required text answer, in the form’s words', () => {
    const name = requiredText('your name', 100, messageFormWording);
    expect(name.safeParse('Lydia\u0000').error?.issues[0]?.message).toBe(
      'Your name contains a character that is not allowed (a NUL or half of an emoji)',
    );
    expect(name.safeParse('Lydia 🎨').success).toBe(true);
  });
});
