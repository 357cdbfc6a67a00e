import { isUnexpired } from 'shared-contracts/card-expiry';

/**
 * Stripe's documented test cards, which the embedded processor honours the way Stripe's test
 * mode does. Any other number is declined: this processor never takes real money.
 */
export const testCardOutcomes: Record<string, { code: string; message: string } | 'succeeds'> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** The Luhn checksum every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

const declineMessages = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry: "Your card's expiration date is invalid or has passed.",
  incorrect_cvc: "Your card's security code is incorrect.",
  test_mode: 'Your card was declined. This shop is in test mode: use a test card such as 4242 4242 4242 4242.',
};

export interface TestCard {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

/**
 * How the embedded processor answers a card: undefined when it pays, else why it is
 * declined. Checks the number (Luhn), the expiry and the security code as a processor would.
 */
export function testCardDecline(card: TestCard, today: Date): { code: string; message: string } | undefined {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const decline = (code: keyof typeof declineMessages) => ({ code, message: declineMessages[code] });
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return decline('incorrect_number');
  if (!isUnexpired(card.expiryDate, today)) return decline('invalid_expiry');
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return decline('incorrect_cvc');
  const outcome = testCardOutcomes[digits];
  if (outcome === 'succeeds') return undefined;
  return outcome ?? decline('test_mode');
}

/** The brand and last four digits: all that is ever kept of a card. */
export function cardSummary(cardNumber: string): { brand: string; last4: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
