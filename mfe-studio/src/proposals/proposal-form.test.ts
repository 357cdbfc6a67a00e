import { describe, expect, it } from 'vitest';
import {
  blankSection,
  checkProposal,
  depositInDollars,
  firstAtFault,
  formFromVersion,
  proposalRefusal,
  type ProposalForm,
} from './proposal-form';
import { commissionPhoto, emptyVersion, writtenVersion } from './proposal-fixtures';

const written = (changes: Partial<ProposalForm> = {}): ProposalForm => ({
  ...formFromVersion(writtenVersion(), '2026-11-26'),
  ...changes,
});

describe('a proposal as the editor holds it', () => {
  it('starts from the version she edits, its amounts as she would type them', () => {
    expect(formFromVersion(writtenVersion(), '2026-11-26')).toEqual({
      title: 'The Good Shepherd',
      kind: 'painting',
      sections: [
        {
          key: 0,
          heading: 'The idea',
          text: 'The shepherd carries the lamb home.\n\nWarm light over the hills.',
          photos: [commissionPhoto(1)],
        },
      ],
      price: '1200',
      depositKind: 'percent',
      deposit: '30',
      terms: 'The deposit starts the work.',
      validUntil: '2026-12-24',
    });
    expect(
      formFromVersion(writtenVersion({ depositRule: { kind: 'amount', value: 400.5 } }), '2026-11-26'),
    ).toMatchObject({ depositKind: 'amount', deposit: '400.50' });
  });

  it('leaves the price empty on a new version, and makes it valid for 30 days from today', () => {
    expect(formFromVersion(emptyVersion(), '2026-12-15')).toMatchObject({
      price: '',
      sections: [],
      validUntil: '2027-01-14',
    });
  });

  it('adds a section after the others with a key of its own', () => {
    const sections = written().sections;
    expect(blankSection(sections)).toEqual({ key: 1, heading: '', text: '', photos: [] });
    expect(blankSection([])).toEqual({ key: 0, heading: '', text: '', photos: [] });
  });

  it('shows the deposit the rule comes to, never more than the price, once both read as amounts', () => {
    expect(depositInDollars(written({ price: '1,200', deposit: '30' }))).toBe('$360.00');
    expect(depositInDollars(written({ price: '999.99', deposit: '33' }))).toBe('$330.00');
    expect(depositInDollars(written({ depositKind: 'amount', deposit: '$1,500' }))).toBe('$1,200.00');
    expect(depositInDollars(written({ deposit: '' }))).toBeUndefined();
    expect(depositInDollars(written({ price: 'lots' }))).toBeUndefined();
  });
});

describe('a proposal as it is saved', () => {
  it('sends the sections’ photos by id, dollars as numbers and the deposit as its rule', () => {
    expect(checkProposal(written({ price: '$1,200', depositKind: 'amount', deposit: '400' }))).toEqual({
      ok: true,
      proposal: {
        title: 'The Good Shepherd',
        kind: 'painting',
        sections: [
          {
            heading: 'The idea',
            text: 'The shepherd carries the lamb home.\n\nWarm light over the hills.',
            photoIds: ['photo-1'],
          },
        ],
        price: 1200,
        deposit: { kind: 'amount', value: 400 },
        terms: 'The deposit starts the work.',
        validUntil: '2026-12-24',
      },
    });
  });

  it.each([
    [{ deposit: '' }, 'Please enter the deposit'],
    [{ deposit: 'half' }, 'Please enter a whole percentage'],
    [{ deposit: '12.5' }, 'Please enter a whole percentage'],
    [{ deposit: '0' }, 'Please enter a deposit of 1% or more'],
    [{ depositKind: 'amount' as const, deposit: 'half' }, 'Please enter the deposit in dollars'],
    [{ depositKind: 'amount' as const, deposit: '12.345' }, 'Please enter the deposit in dollars and cents'],
    [{ depositKind: 'amount' as const, deposit: '0' }, 'Please enter a deposit above $0'],
    [{ depositKind: 'amount' as const, deposit: '1300' }, 'Please enter a deposit of at most the price'],
  ])('names what is wrong with the deposit %o', (changes, message) => {
    expect(checkProposal(written(changes))).toEqual({ ok: false, errors: { deposit: message } });
  });

  it('names a section’s part at fault by its place', () => {
    const sections = [...written().sections, { ...blankSection(written().sections), heading: 'x'.repeat(201) }];
    expect(checkProposal(written({ sections }))).toEqual({
      ok: false,
      errors: { 'sections.1.heading': 'Please keep a heading under 200 characters' },
    });
  });

  it('splits the server’s refusal into the fields it names and the rest', () => {
    expect(
      proposalRefusal(
        'proposal.validUntil: Please choose a later day; proposal.deposit.value: Too much; proposal.sections.0.text: Too long',
        1,
      ),
    ).toEqual({
      errors: { validUntil: 'Please choose a later day', deposit: 'Too much', 'sections.0.text': 'Too long' },
      rest: undefined,
    });
    expect(proposalRefusal('proposal.sections.3.text: Too long; id: Unknown; This proposal was accepted.', 1)).toEqual({
      errors: {},
      rest: 'proposal.sections.3.text: Too long; id: Unknown; This proposal was accepted.',
    });
  });

  it('takes her to the first field at fault in the order of the form', () => {
    const sections = written().sections;
    expect(firstAtFault({ validUntil: 'a', 'sections.0.photoIds': 'b', price: 'c' }, sections)).toBe(
      'sections.0.photoIds',
    );
    expect(firstAtFault({ terms: 'a', kind: 'b' }, sections)).toBe('kind');
    expect(firstAtFault({}, sections)).toBeUndefined();
  });
});
