import { useState } from 'react';
import { publish } from 'shared-contracts/events';
import { invokeFunction } from 'shared-contracts/functions-client';
import { submissionReceiptSchema } from 'shared-contracts/messages';
import type * as z from 'zod/mini';

export type FieldErrors = Partial<Record<string, string>>;

/** Checks a form with the same schema the server uses; the first message of each field. */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

type Status = 'editing' | 'sending' | 'sent';

/**
 * Sends a form to a backend function. On failure the visitor keeps everything they typed
 * and sees why; on success the form gives way to a thank-you.
 */
export function useSubmission(functionName: 'send-contact-message' | 'submit-commission-request') {
  const [status, setStatus] = useState<Status>('editing');
  const [failure, setFailure] = useState<string>();

  const send = async (body: unknown) => {
    setStatus('sending');
    setFailure(undefined);
    try {
      await invokeFunction(functionName, body, submissionReceiptSchema);
      setStatus('sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      setStatus('editing');
      publish('toast:show', { title: 'Your message was not sent', description: message, tone: 'error' });
    }
  };

  return { status, failure, send, startOver: () => setStatus('editing') };
}
