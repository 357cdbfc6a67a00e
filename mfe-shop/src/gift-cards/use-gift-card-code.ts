import { invokeFunction } from 'shared-contracts/functions-client';
import { giftCardCodeSchema, normalizeGiftCardCode, offerFunctions } from 'shared-contracts/offers';
import * as z from 'zod/mini';
import { useCheckedCode } from '../forms/use-checked-code';

/** A gift card's code as typed, in any case, with or without its dashes, sent as the card prints it without them. */
const typedCodeSchema = giftCardCodeSchema.check(z.overwrite(normalizeGiftCardCode));

const checkGiftCard = (code: string) => invokeFunction(offerFunctions, 'check-gift-card', { code });

/** A gift card's code, checked with the server for what is left on the card. */
export const useGiftCardCode = () => useCheckedCode(typedCodeSchema, checkGiftCard);
