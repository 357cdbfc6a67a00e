import { issuesOfRefusal } from 'shared-contracts/function-contract';

/** What is wrong with a form, by field: the first thing said of each. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The form's field a part of its request names (`proposal.sections.0.heading`), or undefined when none shows it. */
type FieldOf<Field extends string> = (path: string) => Field | undefined;

/** The schema's issues with a form's request, each at the field it names; issues no field shows are left out. */
export function issuesAt<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: FieldOf<Field>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path.map(String).join('.'));
    if (field) errors[field] ??= message;
  }
  return errors;
}

/**
 * The server's refusal of a request (`title: Please enter a title; amount: …`, one sentence that
 * names each part at fault) split into what belongs beside a field of the form and what is said of
 * the request as a whole.
 */
export function refusalAt<Field extends string>(
  message: string,
  fieldOf: FieldOf<Field>,
): { errors: FieldErrors<Field>; rest?: string } {
  const errors: FieldErrors<Field> = {};
  const rest: string[] = [];
  for (const { path, message: said } of issuesOfRefusal(message)) {
    const field = path.length ? fieldOf(path.join('.')) : undefined;
    if (field) errors[field] ??= said;
    else rest.push(path.length ? `${path.join('.')}: ${said}` : said);
  }
  return { errors, rest: rest.length ? rest.join('; ') : undefined };
}
