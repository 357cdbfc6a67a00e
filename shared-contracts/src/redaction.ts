/**
 * What never leaves the site in a log line or an error report: the secrets its own addresses
 * carry (an order page's key, a payment link, a payment session, a webhook's secret, a studio
 * enrolment link) and, in error reports, card fields, credentials and e-mail addresses.
 */

const redacted = '[redacted]';

/** Query parameters that carry a secret: the order page's key, a payment session, a token. */
const secretParameterNames = ['key', 'session_id', 'token', 'access_token'];
const secretParameters = new RegExp(`(^|&)(${secretParameterNames.join('|')})=[^&]*`, 'gi');
const secretParametersInText = new RegExp(`(^|[?&#])(${secretParameterNames.join('|')})=[^&#\\s"'<>]*`, 'gi');

/**
 * Paths whose last part is a secret: Printful's webhook address, a payment link she sends a
 * client, the embedded processor's payment page of a session, and a subscriber's one-click
 * unsubscribe address.
 */
const secretPathPrefixes = ['/webhooks/printful/', '/api/payment-links/', '/pay/', '/api/list/unsubscribe/'].map(
  (prefix) => prefix.replace(/\//g, '\\/'),
);
const secretPaths = new RegExp(`^(${secretPathPrefixes.join('|')})[^/]+`);
const secretPathsInText = new RegExp(`(${secretPathPrefixes.join('|')})[^/?#\\s"'<>]+`, 'g');

/** The words a gift card's code follows in its e-mail, by which the code is kept out of logs and of the sent e-mail's record. */
export const giftCardCodeLabel = 'Gift card code: ';

/**
 * Secrets an e-mail's text may carry: a studio enrolment link's token, an order page's key, a
 * payment link, a subscriber's confirmation and unsubscribe pages, a gift card's code.
 */
const secretsInText = new RegExp(
  `(\\/studio\\/enrol#|#key=|\\/api\\/payment-links\\/|\\/list\\/(?:confirm|unsubscribe)#|${giftCardCodeLabel})[\\w-]+`,
  'g',
);

/** An address of someone: a local part, and a domain whose last label has letters (not `pkg@1.2.3`). */
const emailAddresses = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;

/** 13 to 19 digits, spaced or dashed, standing alone: a card number if it passes the Luhn check. */
const digitRuns = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** Keys whose value is a secret whatever it looks like, compared in lower case without separators. */
const secretKeys = new Set([
  'cardnumber',
  'expirydate',
  'expiry',
  'cvv',
  'cvc',
  'cardname',
  'cookie',
  'cookies',
  'setcookie',
  'authorization',
  'apikey',
  'stripesignature',
  ...secretParameterNames.map((name) => name.replace(/_/g, '')),
]);

const isSecretKey = (key: string) => secretKeys.has(key.toLowerCase().replace(/[^a-z0-9]/g, ''));

/** Whether the digits pass the check every card number passes (Luhn's). */
function passesLuhn(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * An address as it may be logged: the values of secret query parameters, and the secret part of
 * a secret path, are replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(secretPaths, `$1${redacted}`);
  if (queryAt === -1) return path;
  return `${path}?${url.slice(queryAt + 1).replace(secretParameters, `$1$2=${redacted}`)}`;
}

/** Text as it may be logged (an e-mail kept in the outbox): every link's secret replaced by `[redacted]`. */
export function redactText(text: string): string {
  return text.replace(secretsInText, `$1${redacted}`);
}

/** Text as an error report may carry it: no link's secret, secret query value, e-mail address or card number. */
function redactErrorText(text: string): string {
  return redactText(text)
    .replace(secretParametersInText, `$1$2=${redacted}`)
    .replace(secretPathsInText, `$1${redacted}`)
    .replace(emailAddresses, redacted)
    .replace(digitRuns, (digits) => (passesLuhn(digits) ? redacted : digits));
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactErrorText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? redacted : redactValue(inner)]),
  );
}

/**
 * An error report (a Sentry event) as it may leave the site, wherever in it the data sits
 * (message, exception values, request, breadcrumbs, extra, contexts): card fields, cookies,
 * credentials and secret parameters by their keys, and in every text the secrets of the site's
 * addresses, e-mail addresses and card numbers, replaced by `[redacted]`. Its shape is kept.
 */
export function redactErrorReport<Report>(report: Report): Report {
  return redactValue(report) as Report;
}
