import { useEffect } from 'react';
import type { CartLine } from 'shared-contracts/cart';
import { invokeFunction } from 'shared-contracts/functions-client';
import { discountCodeSchema, discountMisfit, offerFunctions, type AppliedDiscount } from 'shared-contracts/offers';
import { discountFit } from 'shared-contracts/pricing';
import * as z from 'zod/mini';
import { useCheckedCode, type CheckOutcome } from '../forms/use-checked-code';

/** Where the applied code is kept in the browser, so that it survives a reload as the cart does. */
export const discountCodeStorageKey = 'grace-studio:discount-code';

const savedCodeSchema = z.object({ code: z.string() });

function savedCode(): string | undefined {
  try {
    const raw = window.localStorage.getItem(discountCodeStorageKey);
    const saved = raw ? savedCodeSchema.safeParse(JSON.parse(raw)) : undefined;
    return saved?.success ? saved.data.code : undefined;
  } catch {
    return undefined;
  }
}

function save(code: string | undefined): void {
  try {
    if (code === undefined) window.localStorage.removeItem(discountCodeStorageKey);
    else window.localStorage.setItem(discountCodeStorageKey, JSON.stringify({ code }));
  } catch (error) {
    console.error('Failed to keep the discount code', error);
  }
}

/** A code's terms, checked for `email` when one is typed: a code may be once per buyer. */
function checkDiscountCode(code: string, email = '') {
  const trimmed = email.trim();
  return invokeFunction(offerFunctions, 'check-discount-code', trimmed ? { code, email: trimmed } : { code });
}

export interface DiscountCode {
  typed: string;
  type(value: string): void;
  /** The code and its terms, as the server gave them. */
  applied: AppliedDiscount | undefined;
  /** Why the applied code takes nothing off this cart; undefined while it does. */
  misfit: string | undefined;
  /** Why the server refused the code, or why the field cannot be sent. */
  refusal: string | undefined;
  checking: boolean;
  /** Checks the typed code with the server, for the buyer's e-mail when she typed one. */
  apply(email: string): Promise<void>;
  remove(): void;
  /** Checks the applied code again, as the server may have refused an order over it: refused now, it is dropped, saying why. */
  recheck(email: string): Promise<void>;
  /** Forgets the code kept in the browser, once the order that used it is placed. */
  forget(): void;
}

/**
 * The checkout's discount code. It is kept in the browser once applied and checked with the
 * server again when the checkout opens: a code that has ended meanwhile is dropped, saying why.
 * Its terms are the server's; whether they fit the cart is the pricing rule's, as the cart changes.
 */
export function useDiscountCode(lines: readonly CartLine[]): DiscountCode {
  const entry = useCheckedCode(discountCodeSchema, checkDiscountCode);
  const { check } = entry;

  useEffect(() => {
    const code = savedCode();
    if (code !== undefined) void check(code).then(forgetRefused);
  }, [check]);

  const applied = entry.checked?.answer;
  return {
    typed: entry.typed,
    type: entry.type,
    applied,
    misfit: applied && discountMisfit(applied.code, applied.terms, discountFit(lines, applied.terms)),
    refusal: entry.refusal,
    checking: entry.checking,
    apply: async (email) => {
      const outcome = await check(entry.typed, email);
      if (outcome.ok) save(outcome.checked.answer.code);
    },
    remove: () => {
      entry.drop();
      save(undefined);
    },
    recheck: async (email) => {
      if (entry.checked) forgetRefused(await check(entry.checked.code, email));
    },
    forget: () => save(undefined),
  };
}

/** A code the server refuses is forgotten; one it could not be asked about is kept, to be tried again. */
function forgetRefused(outcome: CheckOutcome<AppliedDiscount>): void {
  if (!outcome.ok && outcome.status >= 400 && outcome.status < 500) save(undefined);
}
