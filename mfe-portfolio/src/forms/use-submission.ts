import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { publish } from 'shared-contracts/events';
import type { FunctionRegistry } from 'shared-contracts/function-contract';
import { invokeFunction } from 'shared-contracts/functions-client';
import type * as z from 'zod/mini';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field the schema refuses. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

interface SubmissionForm<
  Registry extends FunctionRegistry,
  Name extends keyof Registry & string,
  Values extends Record<string, string>,
> {
  /** The domain's functions (`messageFunctions`, `listFunctions`…) and the one the form is sent to. */
  registry: Registry;
  functionName: Name;
  initial: Values;
  /** Prefix of the inputs' ids (`contact` → `contact-email`), to focus the first field at fault. */
  idPrefix: string;
  /** The notice's title when sending fails, e.g. 'Your message was not sent'. */
  failureTitle: string;
}

/**
 * A form sent to a backend function. It is checked with the function's own request schema first; on
 * failure the visitor keeps everything they typed and sees why; on success the form gives
 * way to a thank-you.
 */
export function useSubmissionForm<
  Registry extends FunctionRegistry,
  Name extends keyof Registry & string,
  Values extends Record<string, string>,
>({ registry, functionName, initial, idPrefix, failureTitle }: SubmissionForm<Registry, Name, Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<string>();

  const update = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = registry[functionName]!.request.safeParse(values);
    const found = checked.success ? {} : fieldErrors(checked.error.issues);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!checked.success) {
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setStatus('sending');
    setFailure(undefined);
    try {
      // What the schema made of the values, which the server's same schema takes again.
      await invokeFunction(registry, functionName, checked.data as z.input<Registry[Name]['request']>);
      setStatus('sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      setStatus('editing');
      publish('toast:show', { title: failureTitle, description: message, tone: 'error' });
    }
  };

  /**
   * Back to the form, with `next` as its values, for another message. The thank-you that had the
   * focus is gone, so the focus goes to the first field left to fill.
   */
  const startOver = (next: Values) => {
    flushSync(() => {
      setValues(next);
      setStatus('editing');
    });
    const fields = Object.keys(next).flatMap((name) => {
      const element = document.getElementById(`${idPrefix}-${name}`);
      return element ? [{ name, element }] : [];
    });
    (fields.find(({ name }) => !next[name]) ?? fields[0])?.element.focus();
  };

  return { values, errors, update, submit, status, failure, startOver };
}
