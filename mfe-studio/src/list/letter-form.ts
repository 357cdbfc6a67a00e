import type * as z from 'zod/mini';
import { pieceLine, scheduleSchema, type Letter } from 'shared-contracts/list-desk';

export type LetterField = 'subject' | 'body' | 'sendAt';
export type LetterErrors = Partial<Record<LetterField, string>>;
export type CheckedSend = z.output<typeof scheduleSchema>;

/** The ISO time of what a `datetime-local` input holds, in this device's zone; empty when it holds no time. */
export function sendAtOf(localValue: string): string {
  const at = new Date(localValue);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/**
 * The letter, and when to send it, checked with the server's own schema: the request to send,
 * or a message for each field at fault. Without `sendAt`, the letter alone is checked.
 */
export function checkLetter(
  letter: Letter,
  sendAt?: string,
): { ok: true; send: CheckedSend } | { ok: false; errors: LetterErrors } {
  const checked = scheduleSchema.safeParse(sendAt === undefined ? { letter } : { letter, sendAt });
  if (checked.success) return { ok: true, send: checked.data };
  const errors: LetterErrors = {};
  for (const { path, message } of checked.error.issues) {
    const field = path.at(-1);
    if (field === 'subject' || field === 'body' || field === 'sendAt') errors[field] ??= message;
  }
  return { ok: false, errors };
}

/**
 * The body with the line of piece `artworkId` at `at` (her cursor), on a line of its own: it
 * breaks the line her cursor is in where it is. Her cursor goes after it, ready for what follows.
 */
export function withPieceLine(body: string, at: number, artworkId: string): { body: string; cursor: number } {
  const before = body.slice(0, at);
  const after = body.slice(at);
  const lineStart = before === '' || before.endsWith('\n') ? '' : '\n';
  const lineEnd = after.startsWith('\n') ? '' : '\n';
  const inserted = `${lineStart}${pieceLine(artworkId)}${lineEnd}`;
  return { body: before + inserted + after, cursor: before.length + inserted.length };
}
