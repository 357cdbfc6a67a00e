import { useCallback, useState } from 'react';
import { FunctionCallError } from 'shared-contracts/functions-client';
import type * as z from 'zod/mini';

/** A code the server answered for, with its answer. */
interface CheckedCode<Answer> {
  /** The code as it was sent, trimmed. */
  code: string;
  answer: Answer;
}

/** How a check ended: the server's answer, or its refusal with the status (0: not reached). */
export type CheckOutcome<Answer> = { ok: true; checked: CheckedCode<Answer> } | { ok: false; status: number };

export interface CodeEntry<Answer, Extra extends unknown[]> {
  /** What is in the field, kept whatever the server answers. */
  typed: string;
  type(value: string): void;
  checked: CheckedCode<Answer> | undefined;
  /** Why the code was refused, in the server's words or the schema's. */
  refusal: string | undefined;
  checking: boolean;
  /** Checks `code` with the server; a refused code is put in the field, as typed, beside the refusal. */
  check(code: string, ...extra: Extra): Promise<CheckOutcome<Answer>>;
  /** Forgets the code and its answer: the field is empty again. */
  drop(): void;
}

/**
 * A code the visitor types for the server to check: a discount code, a gift card. The field's
 * schema refuses an empty or overlong code before anything is sent; `ask` is the server's call,
 * which throws the plain message of a refusal.
 */
export function useCheckedCode<Answer, Extra extends unknown[] = []>(
  schema: z.ZodMiniType<string, string>,
  ask: (code: string, ...extra: Extra) => Promise<Answer>,
): CodeEntry<Answer, Extra> {
  const [typed, type] = useState('');
  const [checked, setChecked] = useState<CheckedCode<Answer>>();
  const [refusal, setRefusal] = useState<string>();
  const [checking, setChecking] = useState(false);

  const check = useCallback(
    async (code: string, ...extra: Extra): Promise<CheckOutcome<Answer>> => {
      type(code);
      const parsed = schema.safeParse(code);
      if (!parsed.success) {
        setRefusal(parsed.error.issues[0]?.message);
        return { ok: false, status: 400 };
      }
      setChecking(true);
      setRefusal(undefined);
      try {
        const found = { code: parsed.data, answer: await ask(parsed.data, ...extra) };
        setChecked(found);
        return { ok: true, checked: found };
      } catch (error) {
        setChecked(undefined);
        setRefusal(error instanceof Error ? error.message : String(error));
        return { ok: false, status: error instanceof FunctionCallError ? error.status : 0 };
      } finally {
        setChecking(false);
      }
    },
    [schema, ask],
  );

  const drop = useCallback(() => {
    type('');
    setChecked(undefined);
    setRefusal(undefined);
  }, []);

  return { typed, type, checked, refusal, checking, check, drop };
}
