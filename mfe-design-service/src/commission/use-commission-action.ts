import { useState } from 'react';
import type * as z from 'zod/mini';
import { commissionFunctions, type CommissionView } from 'shared-contracts/commissions';
import { issuesOfRefusal, type Issue } from 'shared-contracts/function-contract';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';

type CommissionAction = 'accept-proposal' | 'ask-for-proposal-changes' | 'answer-sketch' | 'give-testimonial';
type ActionRequest<Name extends CommissionAction> = z.input<(typeof commissionFunctions)[Name]['request']>;

/** What a form gives an action: every part of its request but the key, as the form holds it. */
type ActionDraft<Name extends CommissionAction> = Record<Exclude<keyof ActionRequest<Name>, 'key'>, unknown>;

/** The client acting on their own page, with its key; in her preview nobody acts. */
export interface Acting {
  key: string;
  /** Shows the commission as the server answered the action. */
  onAnswer: (commission: CommissionView) => void;
}

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Issues split into what belongs beside a field of the form and what is said of the request as a whole. */
function placeIssues<Field extends string>(
  issues: readonly Issue[],
  fields: readonly Field[],
): { errors: FieldErrors<Field>; rest?: string } {
  const errors: FieldErrors<Field> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const field = fields.find((name) => name === String(issue.path[0]));
    if (field) errors[field] ??= issue.message;
    else rest.push(issue.message);
  }
  return { errors, rest: rest.length ? rest.join('; ') : undefined };
}

/**
 * One thing the client does on their page (accept, ask for changes, answer a sketch, give their
 * words), sent from a form whose controls have the ids `{idPrefix}-{field}`. The request is
 * checked with the server's own schema first; a refusal, the schema's or the server's, is shown
 * beside the field it names, the rest above the button, and the form keeps what was typed.
 */
export function useCommissionAction<Name extends CommissionAction, Field extends string>(
  acting: Acting | null,
  name: Name,
  idPrefix: string,
  fields: readonly Field[],
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const refuse = (refusal: { errors: FieldErrors<Field>; rest?: string }) => {
    setErrors(refusal.errors);
    setFailure(refusal.rest);
    const first = fields.find((field) => refusal.errors[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  /** Sends the action; true once the server has answered it. */
  const send = async (draft: ActionDraft<Name>): Promise<boolean> => {
    if (!acting) return false;
    const checked = commissionFunctions[name].request.safeParse({ ...draft, key: acting.key });
    if (!checked.success) {
      refuse(placeIssues(checked.error.issues, fields));
      return false;
    }
    refuse({ errors: {} });
    setSending(true);
    try {
      // What the schema made of the draft, which the server's same schema takes again.
      const { commission } = await invokeFunction(commissionFunctions, name, checked.data as ActionRequest<Name>);
      acting.onAnswer(commission);
      return true;
    } catch (error) {
      refuse(
        error instanceof FunctionCallError
          ? placeIssues(issuesOfRefusal(error.message), fields)
          : { errors: {}, rest: 'Something went wrong. Please try again.' },
      );
      return false;
    } finally {
      setSending(false);
    }
  };

  return { errors, failure, sending, send };
}
