import type * as z from 'zod/mini';
import { depositCents, type CommissionKind, type DepositRule, type Proposal } from 'shared-contracts/commissions';
import { proposalDraftSchema } from 'shared-contracts/commissions-desk';
import { formatCents, toCents } from 'shared-contracts/pricing';
import type { UploadedPhoto } from 'shared-contracts/studio';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import { dollarsText, readNumber } from '../ui/typed-numbers';
import { daysAfter } from '../ui/when';

/** How long a proposal may be accepted unless she says otherwise. */
export const proposalValidDays = 30;

/** A section as she writes it; `key` tells the sections apart while she adds and removes them. */
export interface SectionForm {
  key: number;
  heading: string;
  text: string;
  photos: UploadedPhoto[];
}

/** A proposal as she fills in the editor: what she typed, and the day as the date input holds it. */
export interface ProposalForm {
  title: string;
  kind: CommissionKind;
  sections: SectionForm[];
  /** Dollars. */
  price: string;
  depositKind: DepositRule['kind'];
  /** A whole percentage, or dollars. */
  deposit: string;
  terms: string;
  /** `2026-12-24`, the last day in her time zone. */
  validUntil: string;
}

/**
 * What is wrong, by field: `title`, `kind`, `price`, `deposit`, `terms`, `validUntil`,
 * `sections` (their number), and a section's `sections.0.heading`, `.text` and `.photoIds`.
 */
export type ProposalErrors = FieldErrors<string>;
export type CheckedProposal = z.output<typeof proposalDraftSchema>;

/**
 * The editor's form from the version she edits: its words, pictures and amounts; the day it is
 * valid until, or `proposalValidDays` after `today` for a version that has none yet.
 */
export function formFromVersion(version: Proposal, today: string): ProposalForm {
  const rule = version.depositRule;
  return {
    title: version.title,
    kind: version.kind,
    sections: version.sections.map(({ heading, text, photos }, key) => ({ key, heading, text, photos })),
    price: version.price > 0 ? dollarsText(version.price) : '',
    depositKind: rule.kind,
    deposit: rule.value > 0 ? (rule.kind === 'percent' ? String(rule.value) : dollarsText(rule.value)) : '',
    terms: version.terms,
    validUntil: version.validUntil || daysAfter(today, proposalValidDays),
  };
}

/** A new empty section, after the others. */
export const blankSection = (sections: readonly SectionForm[]): SectionForm => ({
  key: Math.max(-1, ...sections.map((section) => section.key)) + 1,
  heading: '',
  text: '',
  photos: [],
});

/** The deposit as the rule reads it: undefined while it is empty, NaN while it is no number. */
const depositValue = (form: ProposalForm) => readNumber(form.deposit);

/**
 * `$600.00`, the deposit the client is asked for, while the price and the deposit read as
 * amounts; the server computes it the same way with the same rule.
 */
export function depositInDollars(form: ProposalForm): string | undefined {
  const price = readNumber(form.price);
  const value = depositValue(form);
  if (price === undefined || value === undefined || !(price > 0) || !(value > 0)) return undefined;
  return formatCents(depositCents(toCents(price), { kind: form.depositKind, value }));
}

/** What the deposit field says is wrong before the schema looks, in her words where the schema has none. */
function depositProblem(form: ProposalForm): string | undefined {
  const value = depositValue(form);
  if (value === undefined) return 'Please enter the deposit';
  if (form.depositKind === 'percent') return Number.isNaN(value) ? 'Please enter a whole percentage' : undefined;
  if (Number.isNaN(value)) return 'Please enter the deposit in dollars';
  return Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
    ? 'Please enter the deposit in dollars and cents'
    : undefined;
}

/** The field an issue or refusal names, or undefined when the form has no such field to show it at. */
function fieldOf(path: string, sectionCount: number): string | undefined {
  const [part, index, sectionPart] = path.split('.');
  if (part === 'deposit') return 'deposit';
  if (part === 'sections') {
    if (index === undefined) return 'sections';
    const inRange = Number(index) < sectionCount;
    return inRange && ['heading', 'text', 'photoIds'].includes(sectionPart ?? '') ? path : undefined;
  }
  return ['title', 'kind', 'price', 'terms', 'validUntil'].includes(path) ? path : undefined;
}

/**
 * The form checked with the server's own schema: the draft to save, or a message for each field
 * at fault. Empty and unreadable amounts are named in her words.
 */
export function checkProposal(
  form: ProposalForm,
): { ok: true; proposal: CheckedProposal } | { ok: false; errors: ProposalErrors } {
  const checked = proposalDraftSchema.safeParse({
    title: form.title,
    kind: form.kind,
    sections: form.sections.map(({ heading, text, photos }) => ({
      heading,
      text,
      photoIds: photos.map((photo) => photo.photoId),
    })),
    price: readNumber(form.price),
    deposit: { kind: form.depositKind, value: depositValue(form) },
    terms: form.terms,
    validUntil: form.validUntil,
  });
  const errors: ProposalErrors = checked.success
    ? {}
    : issuesAt(checked.error.issues, (path) => fieldOf(path, form.sections.length));
  const deposit = depositProblem(form);
  if (deposit) errors.deposit = deposit;
  if (checked.success && Object.keys(errors).length === 0) return { ok: true, proposal: checked.data };
  return { ok: false, errors };
}

/**
 * The server's refusal of a saved proposal (`proposal.validUntil: …`) split into what belongs
 * beside a field of the form and what is said of the proposal as a whole.
 */
export const proposalRefusal = (message: string, sectionCount: number) =>
  refusalAt(message, (path) =>
    path.startsWith('proposal.') ? fieldOf(path.slice('proposal.'.length), sectionCount) : undefined,
  );

/** The order of the form's fields, to take her to the first one at fault. */
export function firstAtFault(errors: ProposalErrors, sections: readonly SectionForm[]): string | undefined {
  const order = [
    'title',
    'kind',
    ...sections.flatMap((_section, index) =>
      ['heading', 'text', 'photoIds'].map((part) => `sections.${index}.${part}`),
    ),
    'sections',
    'price',
    'deposit',
    'terms',
    'validUntil',
  ];
  return order.find((field) => errors[field]);
}
