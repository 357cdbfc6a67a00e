import type { BrowserContext } from '@playwright/test';

/**
 * Stripe.js as a checkout on the live site loads it, for a machine that cannot reach
 * js.stripe.com: `Stripe(key)` with `elements()`, a Payment Element whose card field is typed
 * into, `elements.submit()` and `createConfirmationToken()`. Its tokens are the ones the Stripe
 * stand-in knows: a card number ending 0002 is declined, any other pays.
 */
const script = `(() => {
  function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid API Key provided: ' + publishableKey);
    return {
      elements(options) {
        let card;
        return {
          options,
          update(changes) { Object.assign(options, changes); },
          create(kind) {
            if (kind !== 'payment') throw new Error('Only the Payment Element is offered here');
            return {
              mount(target) {
                const label = document.createElement('label');
                label.textContent = 'Card number';
                card = document.createElement('input');
                card.inputMode = 'numeric';
                label.append(card);
                target.append(label);
              },
            };
          },
          async submit() {
            const digits = card ? card.value.replace(/\\D/g, '') : '';
            return digits.length >= 12 ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
          },
          cardNumber() { return card ? card.value.replace(/\\D/g, '') : ''; },
        };
      },
      async createConfirmationToken({ elements }) {
        const declined = elements.cardNumber().endsWith('0002');
        return { confirmationToken: { id: declined ? 'ctoken_card_declined' : 'ctoken_success' } };
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();`;

/** Answers every page of `context` that loads Stripe.js with the stand-in above. */
export async function serveStripeJs(context: BrowserContext) {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
}
