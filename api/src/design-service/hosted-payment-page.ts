import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatExpiry } from 'shared-contracts/card-expiry';
import { formatUsd, fromCents } from 'shared-contracts/pricing';
import { siteConfig } from 'shared-contracts/site-config';
import { isStorableText } from 'shared-contracts/storable-text';
import { cardSummary, testCardDecline } from '../payments/test-cards';
import type { PaymentSessionRow, PaymentSessions } from './payment-sessions';
import type { ServicePayments } from './service-payments';
import { escapeMarkup } from '../http/markup';

/** The page's one script, from this origin as the Content-Security-Policy asks. */
const cardFieldsPath = '/pay/card-fields.js';

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f4fb;color:#1f1a2b}
  main{display:grid;min-height:100vh;grid-template-columns:1fr}@media(min-width:820px){main{grid-template-columns:1fr 1fr}}
  .summary{padding:3rem 2rem;background:#2a2233;color:#f4effa}.summary h1{font-size:1rem;font-weight:600;margin:0 0 2rem;opacity:.85}
  .amount{font-size:2.5rem;font-weight:700;margin:.25rem 0 1rem}.product{font-size:1.1rem}.test{display:inline-block;margin-top:2rem;padding:.25rem .75rem;border-radius:999px;background:#f7d98b;color:#2a2233;font-weight:700;font-size:.8rem}
  form{padding:3rem 2rem;max-width:30rem;width:100%;justify-self:center}h2{margin:0 0 1.5rem;font-size:1.25rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .35rem}input{width:100%;padding:.75rem;border:1px solid #b9b0c9;border-radius:8px;font:inherit;background:#fff}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}button{margin-top:1.75rem;width:100%;padding:.9rem;border:0;border-radius:8px;background:#5b3a8c;color:#fff;font:inherit;font-weight:700;font-size:1.05rem;cursor:pointer}
  button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1d5fd1;outline-offset:2px}
  .error{margin:1rem 0 0;padding:.75rem;border-radius:8px;background:#fbe7e7;color:#8f1f1f;font-weight:600}.hint{font-size:.85rem;color:#5d5468;margin-top:1rem}
  .cancel{display:inline-block;margin-top:1.25rem;color:#5b3a8c}.summary .cancel{color:#f7d98b}
`;

/** What the client typed, kept when a payment is declined so that nothing has to be typed again. */
interface TypedCard {
  email: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
}

type CardField = 'cardNumber' | 'expiryDate' | 'cvv';

/** The field a decline is about, marked on the page; a card declined as a whole marks none. */
const declinedField: Partial<Record<string, CardField>> = {
  incorrect_number: 'cardNumber',
  invalid_expiry: 'expiryDate',
  expired_card: 'expiryDate',
  incorrect_cvc: 'cvv',
};

/** Writes the expiry date as MM/YY as it is typed, as the shop's checkout does: the same function, sent as it runs here. */
const cardFieldsScript = `const formatExpiry = ${formatExpiry.toString()};
const expiry = document.getElementById('expiryDate');
expiry.addEventListener('input', () => { expiry.value = formatExpiry(expiry.value); });
`;

function page(session: PaymentSessionRow, typed?: TypedCard, decline?: { code: string; message: string }): string {
  const amount = formatUsd(fromCents(session.amount_cents));
  const wrong = decline && declinedField[decline.code];
  const error = (field?: CardField) =>
    decline && wrong === field
      ? `<p class="error" id="payment-error" role="alert">${escapeMarkup(decline.message)}</p>`
      : '';
  const input = (field: keyof TypedCard, attributes: string, value = typed?.[field] ?? '') =>
    `<input id="${field}" name="${field}" ${attributes} value="${escapeMarkup(value)}"${
      wrong === field ? ' aria-invalid="true" aria-describedby="payment-error"' : ''
    } />`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<link rel="icon" href="/favicon.svg" />
<title>Pay ${escapeMarkup(amount)} to ${escapeMarkup(siteConfig.businessName)}</title>
<style>${styles}</style>
<script src="${cardFieldsPath}" defer></script>
</head>
<body>
<main>
  <section class="summary" aria-label="Order summary">
    <h1>${escapeMarkup(siteConfig.businessName)}</h1>
    <p class="product">${escapeMarkup(session.project_type)}</p>
    <p class="amount">${escapeMarkup(amount)}</p>
    <p>For ${escapeMarkup(session.client_name)}</p>
    <span class="test">Test mode</span>
    <p><a class="cancel" href="${escapeMarkup(session.cancel_url)}">← Back to ${escapeMarkup(siteConfig.businessName)}</a></p>
  </section>
  <form method="post" action="/pay/${escapeMarkup(session.id)}">
    <h2>Pay with card</h2>
    <label for="email">Email</label>
    ${input('email', 'type="email" autocomplete="email" required', typed?.email ?? session.email)}
    <label for="cardNumber">Card number</label>
    ${input('cardNumber', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
    ${error('cardNumber')}
    <div class="row">
      <div><label for="expiryDate">Expiry (MM/YY)</label>${input('expiryDate', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}</div>
      <div><label for="cvv">CVC</label>${input('cvv', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div>
    </div>
    ${error('expiryDate')}${error('cvv')}
    <label for="cardName">Name on card</label>
    ${input('cardName', 'autocomplete="cc-name" required', typed?.cardName ?? session.client_name)}
    ${error()}
    <button type="submit">Pay ${escapeMarkup(amount)}</button>
    <p class="hint">Test mode: no real card is charged. Use 4242 4242 4242 4242, any future date and any CVC.</p>
  </form>
</main>
</body>
</html>`;
}

/**
 * The embedded processor's hosted payment page: what Stripe Checkout is in production. It
 * honours Stripe's test cards, records the payment (brand and last four digits only), tells
 * the client and the artist, and returns the visitor to the site's success page.
 */
export async function hostedPaymentPage(app: FastifyInstance, sessions: PaymentSessions, payments: ServicePayments) {
  await app.register(async (scope) => {
    // The page's form is its only client: any other body is refused with 415, never parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const paidRedirect = (session: PaymentSessionRow) =>
      session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);

    /** The open session of the address, or the answer that replaces the payment page. */
    const openSession = async (sessionId: string, reply: FastifyReply) => {
      // An address no session can have (a NUL, half an emoji) is not looked up.
      const session = isStorableText(sessionId) ? await sessions.find(sessionId) : undefined;
      reply.header('Cache-Control', 'no-store');
      if (!session) {
        await reply
          .code(404)
          .type('text/html')
          .send('<!doctype html><title>Payment not found</title><p>This payment page does not exist.</p>');
        return undefined;
      }
      if (session.payment_state === 'canceled') {
        await reply
          .code(410)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><title>Payment page closed</title><p>This payment page has closed, and nothing was charged: the amount was changed. Please use the link in your latest e-mail from ${escapeMarkup(siteConfig.artistName)}.</p>`,
          );
        return undefined;
      }
      if (session.payment_state !== 'pending') {
        await reply.redirect(paidRedirect(session), 303);
        return undefined;
      }
      return session;
    };

    scope.get(cardFieldsPath, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(cardFieldsScript),
    );

    scope.get<{ Params: { sessionId: string } }>('/pay/:sessionId', async (request, reply) => {
      const session = await openSession(request.params.sessionId, reply);
      if (session) return reply.type('text/html; charset=utf-8').send(page(session));
      return reply;
    });

    scope.post<{ Params: { sessionId: string }; Body: Record<string, string | undefined> }>(
      '/pay/:sessionId',
      async (request, reply) => {
        const session = await openSession(request.params.sessionId, reply);
        if (!session) return reply;

        const form = request.body ?? {};
        // An expiry typed without its slash (1234), as a page without its script sends it, is 12/34.
        const typed: TypedCard = {
          email: form.email ?? '',
          cardNumber: form.cardNumber ?? '',
          expiryDate: formatExpiry(form.expiryDate ?? ''),
          cvv: form.cvv ?? '',
          cardName: form.cardName ?? '',
        };
        const card = { cardNumber: typed.cardNumber, expiryDate: typed.expiryDate, cvv: typed.cvv };
        const decline = testCardDecline(card, new Date());
        if (decline) {
          request.log.info({ sessionId: session.id, code: decline.code }, 'hosted payment declined');
          return reply
            .code(402)
            .type('text/html; charset=utf-8')
            .send(page(session, typed, decline));
        }
        const { brand, last4 } = cardSummary(card.cardNumber);
        await payments.settle(session.id, session.amount_cents, `${brand} •••• ${last4}`, 'hosted-page');
        return reply.redirect(paidRedirect(session), 303);
      },
    );
  });
}
