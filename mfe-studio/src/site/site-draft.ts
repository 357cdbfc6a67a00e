import { sitePaths } from 'shared-contracts/site-config';
import {
  priceFields,
  priceKeys,
  siteParts,
  sitePricesSchema,
  specWords,
  wordFields,
  wordKeys,
  type ChangedWords,
  type PriceField,
  type SitePart,
  type SitePrices,
  type SiteText,
  type WordKey,
} from 'shared-contracts/site-words';
import { fieldName, sitePreviewParameter, siteDraftSchema, type SiteDraft } from 'shared-contracts/site-words-desk';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import { readCents, readNumber } from '../ui/typed-numbers';

export type PriceKey = keyof SitePrices;

/** A field of her Site section: a field of words by its key, or one of her prices. */
export type SiteField = WordKey | PriceKey;

/** What the Site section shows one at a time: a part of the site, or her prices. */
export type EditedPart = SitePart | 'prices';

/**
 * Her draft as she edits it: only the words that differ from the spec's (which name her prices),
 * and her prices as she typed them.
 */
export interface DraftForm {
  words: ChangedWords;
  prices: Record<PriceKey, string>;
}

/** What is wrong with a field, as a phrase its name goes before: `cannot be empty`. */
export type DraftErrors = FieldErrors<SiteField>;

export const isWordKey = (field: string): field is WordKey => Object.hasOwn(wordFields, field);
const isPriceKey = (field: string): field is PriceKey => Object.hasOwn(priceFields, field);

/** Every field, in the order the section shows them: the parts' words, then the prices. */
const siteFields: readonly SiteField[] = [...wordKeys, ...priceKeys];

/** The element of a field, to tie its notes to it and take her to it. */
export const fieldId = (field: SiteField) => `site-${field.replace('.', '-')}`;

export const partOf = (field: SiteField): EditedPart => (isWordKey(field) ? wordFields[field].part : 'prices');

export const fieldLabel = (field: SiteField) => (isWordKey(field) ? wordFields[field] : priceFields[field]).label;

/** What is wrong with a field, as the section says it beside the field: `Headline cannot be empty`. */
export const problemSaid = (field: SiteField, problem: string) => `${fieldLabel(field)} ${problem}`;

/** How a field is named in a list of several parts' fields: `About, paragraph 2`, `Prices, sales tax`. */
function nameOf(field: SiteField): string {
  if (isWordKey(field)) return fieldName(field);
  const label = fieldLabel(field);
  return `Prices, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** The fields at fault, named, in the order of the section: `Home, headline; Prices, sales tax`. */
export const faultsNamed = (errors: DraftErrors) =>
  siteFields
    .filter((field) => errors[field])
    .map(nameOf)
    .join('; ');

/** The first field at fault, in the order of the section. */
export const firstAtFault = (errors: DraftErrors): SiteField | undefined => siteFields.find((field) => errors[field]);

/** The parts that hold a field at fault. */
export const partsAtFault = (errors: DraftErrors): ReadonlySet<EditedPart> =>
  new Set(siteFields.filter((field) => errors[field]).map(partOf));

/** A price as its input shows it: dollars as `300.00`, the tax as a percentage, `8` or `8.25`. */
export const priceInputText = (key: PriceKey, value: number) =>
  priceFields[key].unit === 'cents' ? (value / 100).toFixed(2) : String(value / 100);

/** A price as she typed it, in cents or basis points; NaN when it is not one. */
function readPrice(key: PriceKey, text: string): number {
  if (priceFields[key].unit === 'cents') return readCents(text) ?? Number.NaN;
  const percent = readNumber(text.replace('%', '')) ?? Number.NaN;
  const basisPoints = Math.round(percent * 100);
  return Number.isFinite(percent) && Math.abs(percent * 100 - basisPoints) < 1e-6 ? basisPoints : Number.NaN;
}

const unreadable: Record<PriceField['unit'], string> = {
  cents: 'must be an amount in dollars and cents, as 300 or 12.50',
  'basis-points': 'must be a percentage, as 8 or 8.25',
};

/**
 * Her prices as she typed them, each checked with the server's schema; a price she has not typed
 * as one yet stands at `fallback`'s meanwhile, so the spec's words still name a price.
 */
export function readPrices(form: DraftForm, fallback: SitePrices): { prices: SitePrices; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const prices = { ...fallback };
  for (const key of priceKeys) {
    const value = readPrice(key, form.prices[key]);
    if (Number.isNaN(value)) errors[key] = unreadable[priceFields[key].unit];
    else prices[key] = value;
  }
  const checked = sitePricesSchema.safeParse(prices);
  const outOfRange = issuesAt(checked.success ? [] : checked.error.issues, (path) =>
    isPriceKey(path) ? path : undefined,
  );
  for (const key of priceKeys) {
    if (outOfRange[key]) {
      errors[key] ??= outOfRange[key];
      prices[key] = fallback[key];
    }
  }
  return { prices, errors };
}

/** Only the words that differ from the spec's with these prices: a field equal to its default is not kept. */
function changedOnly(words: ChangedWords, prices: SitePrices): ChangedWords {
  const spec = specWords(prices);
  return Object.fromEntries(Object.entries(words).filter(([key, text]) => spec[key as WordKey] !== text));
}

/** The draft a version of the site's text starts: its changed words and its prices. */
export const formOf = ({ words, prices }: Pick<SiteText, 'words' | 'prices'>): DraftForm => ({
  words: changedOnly(words, prices),
  prices: Object.fromEntries(priceKeys.map((key) => [key, priceInputText(key, prices[key])])) as DraftForm['prices'],
});

const withoutWords = (form: DraftForm, key: WordKey): DraftForm => ({
  ...form,
  words: Object.fromEntries(Object.entries(form.words).filter(([each]) => each !== key)),
});

/** The draft with `text` as a field's words; words equal to the spec's take the field out of it. */
export const withWords = (form: DraftForm, key: WordKey, text: string, prices: SitePrices): DraftForm =>
  specWords(prices)[key] === text ? withoutWords(form, key) : { ...form, words: { ...form.words, [key]: text } };

export const withPrice = (form: DraftForm, key: PriceKey, text: string): DraftForm => ({
  ...form,
  prices: { ...form.prices, [key]: text },
});

/** The draft with a field back at the spec's words, or a price back at the spec's. */
export const withOriginal = (form: DraftForm, field: SiteField, spec: SitePrices): DraftForm =>
  isWordKey(field) ? withoutWords(form, field) : withPrice(form, field, priceInputText(field, spec[field]));

/**
 * The draft as the server takes it, checked with the server's own schema: her prices read, and
 * only the words that differ from the spec's with those prices. Else what is wrong, by field.
 */
export function checkDraft(
  form: DraftForm,
  fallback: SitePrices,
): { ok: true; draft: SiteDraft } | { ok: false; errors: DraftErrors } {
  const { prices, errors } = readPrices(form, fallback);
  const checked = siteDraftSchema.safeParse({ words: changedOnly(form.words, prices), prices });
  const found = { ...issuesAt(checked.success ? [] : checked.error.issues, fieldOfPath), ...errors };
  if (checked.success && Object.keys(found).length === 0) return { ok: true, draft: checked.data };
  return { ok: false, errors: found };
}

/** The field a part of the request names: `words.home.headline` is the headline, `prices.logoCents` the logo's price. */
function fieldOfPath(path: string): SiteField | undefined {
  const [, part, field = ''] = /^(words|prices)\.(.+)$/.exec(path) ?? [];
  if (part === 'words') return isWordKey(field) ? field : undefined;
  return isPriceKey(field) ? field : undefined;
}

/** The server's refusal of her draft split into what belongs beside a field and what is said of the whole. */
export const draftRefusal = (message: string) => refusalAt(message, fieldOfPath);

/** Whether the draft holds the same words and prices as `text`. */
export function sameAs(form: DraftForm, text: Pick<SiteText, 'words' | 'prices'>): boolean {
  const { prices, errors } = readPrices(form, text.prices);
  if (Object.keys(errors).length > 0 || priceKeys.some((key) => prices[key] !== text.prices[key])) return false;
  const words = changedOnly(form.words, prices);
  const theirs = changedOnly(text.words, prices);
  return wordKeys.every((key) => words[key] === theirs[key]);
}

/**
 * The page a part is previewed on with her saved draft, `?site-preview`; `count` makes each
 * preview a new address, so the frames load it again. Her prices show on the logo proposal.
 */
export function previewAddress(part: EditedPart, count: number): string {
  const path = part === 'prices' ? sitePaths.logoProposal : siteParts[part].path;
  return `${path}?${sitePreviewParameter}&v=${count}`;
}
