import { sitePaths } from 'shared-contracts/site-config';
import { specPrices, specWords } from 'shared-contracts/site-words';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftRefusal, formOf, previewAddress, readPrices, sameAs, withWords } from './site-draft';

const published = { words: { 'home.headline': 'Made with love' }, prices: specPrices };

describe('her draft of the site’s words and prices', () => {
  it('shows dollars with their cents and the tax as a percentage', () => {
    expect(formOf(published).prices).toMatchObject({
      logoCents: '300.00',
      flatShippingCents: '9.99',
      taxBasisPoints: '8',
    });
    expect(formOf({ words: {}, prices: { ...specPrices, taxBasisPoints: 825 } }).prices.taxBasisPoints).toBe('8.25');
  });

  it('reads dollars as cents and a percentage as hundredths of a percent', () => {
    const form = formOf(published);
    const { prices, errors } = readPrices(
      { ...form, prices: { ...form.prices, logoCents: '$1,250.50', taxBasisPoints: '7.5%' } },
      specPrices,
    );
    expect(errors).toEqual({});
    expect(prices).toMatchObject({ logoCents: 125050, taxBasisPoints: 750 });
  });

  it('says what is wrong with a price, and keeps the one it had meanwhile', () => {
    const form = formOf(published);
    const { prices, errors } = readPrices(
      { ...form, prices: { ...form.prices, logoCents: '12.505', bookCoverCents: '', taxBasisPoints: '31' } },
      specPrices,
    );
    expect(errors).toEqual({
      logoCents: 'must be an amount in dollars and cents, as 300 or 12.50',
      bookCoverCents: 'must be an amount in dollars and cents, as 300 or 12.50',
      taxBasisPoints: 'is more than 30%',
    });
    expect(prices).toEqual(specPrices);
  });

  it('keeps only the words that differ from the original words', () => {
    const form = formOf({
      words: { ...published.words, 'about.title': specWords(specPrices)['about.title'] },
      prices: specPrices,
    });
    expect(form.words).toEqual(published.words);
    const edited = withWords(form, 'about.title', 'About me', specPrices);
    expect(edited.words).toEqual({ ...published.words, 'about.title': 'About me' });
    expect(withWords(edited, 'about.title', 'Meet the artist', specPrices).words).toEqual(published.words);
  });

  it('leaves out words that her new prices make the original words', () => {
    const prices = { ...specPrices, flatShippingCents: 1299 };
    const form = formOf(published);
    const withPolicy = { ...form, words: { ...form.words, 'faq.text': specWords(prices)['faq.text'] } };
    const checked = checkDraft({ ...withPolicy, prices: { ...form.prices, flatShippingCents: '12.99' } }, specPrices);
    expect(checked).toEqual({ ok: true, draft: { words: published.words, prices } });
  });

  it('names each field at fault, words by their key and prices by theirs', () => {
    const form = formOf(published);
    const checked = checkDraft(
      {
        words: { 'home.headline': ' ', 'contact.email': 'grace@' },
        prices: { ...form.prices, muralDepositCents: 'a lot' },
      },
      specPrices,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        'home.headline': 'cannot be empty',
        'contact.email': 'must be an e-mail address',
        muralDepositCents: 'must be an amount in dollars and cents, as 300 or 12.50',
      },
    });
  });

  it('puts the server’s refusal of a field beside it, and the rest under the buttons', () => {
    expect(
      draftRefusal('words.about.title: cannot be empty; prices.logoCents: is more than $100,000; Not now'),
    ).toEqual({
      errors: { 'about.title': 'cannot be empty', logoCents: 'is more than $100,000' },
      rest: 'Not now',
    });
  });

  it('knows whether it holds the published words and prices', () => {
    const form = formOf(published);
    expect(sameAs(form, published)).toBe(true);
    expect(sameAs({ ...form, prices: { ...form.prices, logoCents: '300' } }, published)).toBe(true);
    expect(sameAs({ ...form, prices: { ...form.prices, logoCents: '301' } }, published)).toBe(false);
    expect(sameAs(withWords(form, 'about.title', 'About me', specPrices), published)).toBe(false);
  });

  it('previews a part on its own page and her prices on the logo proposal, a new address each time', () => {
    expect(previewAddress('about', 3)).toBe(`${sitePaths.meetArtist}?site-preview&v=3`);
    expect(previewAddress('footer', 1)).toBe('/?site-preview&v=1');
    expect(previewAddress('prices', 2)).toBe(`${sitePaths.logoProposal}?site-preview&v=2`);
  });
});
