import type { offerFunctions } from 'shared-contracts/offers';
import type { offersDeskFunctions } from 'shared-contracts/offers-desk';
import { Refusal } from '../domain/refusal';
import type { BackendFunctions, RateLimit } from '../http/site-function';
import type { DiscountCodes } from './discount-codes';
import type { GiftCards } from './gift-cards';

/** Trying a code or two, and again after changing the cart, is normal; wrong gift card codes are limited apart. */
const checkLimit: RateLimit = { max: 30, windowMs: 10 * 60 * 1000 };

export interface OfferDeps {
  discounts: DiscountCodes;
  giftCards: GiftCards;
}

/** Her offers' public calls: a code's terms and a card's balance, for the checkout to price with. */
export function createOfferFunctions({ discounts, giftCards }: OfferDeps): BackendFunctions<typeof offerFunctions> {
  return {
    'check-discount-code': {
      rateLimit: checkLimit,
      handle: ({ code, email }) => discounts.check(code, email),
    },
    'check-gift-card': {
      rateLimit: checkLimit,
      handle: ({ code }, context) => giftCards.balance(code, context.ip),
    },
  };
}

/** Her offers in the studio: her codes, and the gift cards sold. */
export function createOffersDeskFunctions({
  discounts,
  giftCards,
}: OfferDeps): BackendFunctions<typeof offersDeskFunctions> {
  const codes = async () => ({ codes: await discounts.list() });
  return {
    'studio-discount-codes': { handle: codes },
    'studio-create-discount-code': {
      handle: async (code) => {
        await discounts.create(code);
        return codes();
      },
    },
    'studio-end-discount-code': {
      handle: async ({ id }) => {
        if (!(await discounts.end(id))) throw new Refusal('not-found', 'There is no such code.');
        return codes();
      },
    },
    'studio-gift-cards': { handle: () => giftCards.list() },
    'studio-resend-gift-card': {
      handle: async ({ id }) => {
        await giftCards.resend(id);
        return giftCards.list();
      },
    },
    'studio-void-gift-card': {
      handle: async ({ id, reason }) => {
        await giftCards.void(id, reason);
        return giftCards.list();
      },
    },
  };
}
