import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, orderRequest } from './testing/order-fixtures';
import { startTestServer, type TestServer } from './testing/test-server';

const functionNames = [
  'get-printful-products',
  'get-order-status',
  'check-inventory',
  'process-order',
  'get-payment-options',
  'send-contact-message',
  'submit-commission-request',
  'create-payment',
  'verify-payment-and-notify',
  'check-onboarding-access',
  'save-onboarding',
];

const tables = [
  'orders',
  'test_card_charges',
  'local_fulfilment_orders',
  'contact_messages',
  'commission_requests',
  'mail_outbox',
  'payment_sessions',
  'onboarding_responses',
];

/** Values a hostile or broken client might send where a field is expected. */
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 6000, maxLength: 7000 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1.5, 100, 1e21, Number.MAX_SAFE_INTEGER, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x'), fc.jsonValue(), {
    maxKeys: 3,
  }),
);

/** A well-formed request for each function, so mutations stay close to what the server expects. */
const validBodies: Record<string, Record<string, unknown>> = {
  'check-inventory': { variantIds: [10201] },
  'process-order': orderRequest([cartLine(10201)]) as unknown as Record<string, unknown>,
  'send-contact-message': { name: 'A', email: 'a@example.com', subject: 'General Inquiry', message: 'Hi' },
  'submit-commission-request': {
    name: 'A',
    email: 'a@example.com',
    theme: 't',
    size: 's',
    palette: 'p',
    budget: 'b',
    timeline: 't',
  },
  'create-payment': {
    clientName: 'A',
    email: 'a@example.com',
    phone: '1',
    address: '',
    amount: 300,
    projectType: 'Divine Design Logo Project',
  },
  'get-order-status': { orderId: 'ord_aaaaaaaaaa', key: 'k'.repeat(32) },
  'verify-payment-and-notify': { sessionId: 'cs_test_aaaaaaaaaa' },
  'save-onboarding': { sessionId: 'cs_test_aaaaaaaaaa', answers: {} },
};

/** A valid body with one field replaced, removed, or joined by an unexpected one. */
const mutatedBody = fc.constantFrom(...Object.keys(validBodies)).chain((name) => {
  const body = validBodies[name]!;
  const field = fc.constantFrom(...Object.keys(body));
  return fc.tuple(
    fc.constant(name),
    fc.oneof(
      fc.tuple(field, hostileValue).map(([key, value]) => ({ ...body, [key]: value })),
      field.map((key) => Object.fromEntries(Object.entries(body).filter(([other]) => other !== key))),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'total'), hostileValue)
        .map(([key, value]) => ({ ...body, [key]: value })),
    ),
  );
});

describe('hostile input to every backend function', () => {
  let server: TestServer;
  const rows = async () => {
    const counts = await Promise.all(
      tables.map((table) => server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)),
    );
    return counts.map(([row]) => row!.n);
  };
  /** How many hostile requests got an answer of each status class (2xx, 4xx, 5xx). */
  const answered = new Map<string, number>();
  const post = async (name: string, body: string) => {
    const response = await fetch(`${server.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const statusClass = `${Math.floor(response.status / 100)}xx`;
    answered.set(statusClass, (answered.get(statusClass) ?? 0) + 1);
    return response;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers arbitrary JSON with a 4xx and a JSON error, never a 5xx, and stores nothing', async () => {
    const before = await rows();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...functionNames), fc.jsonValue(), async (name, body) => {
        const response = await post(name, JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
        else await response.arrayBuffer();
      }),
      { numRuns: 150 },
    );
    expect(await rows()).toEqual(before);
  });

  it('answers near-valid bodies with one hostile field with a 4xx naming the problem and stores nothing, unless the body is still valid', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody, async ([name, body]) => {
        const before = await rows();
        const response = await post(name, JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { error?: unknown };
        if (response.status >= 400) {
          expect(typeof answer.error).toBe('string');
          expect(await rows()).toEqual(before);
        }
      }),
      { numRuns: 200 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('refuses text the database cannot store (a NUL, a lone surrogate) in any field with a 400 naming it, and stores nothing', async () => {
    /** Every path to a text field of a body, nested ones included. */
    const textPaths = (value: unknown, path: string[] = []): string[][] =>
      typeof value === 'string'
        ? [path]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]))
          : [];
    const withText = (body: unknown, path: string[], text: string): unknown => {
      if (path.length === 0) return text;
      const [key, ...rest] = path;
      const copy = structuredClone(body) as Record<string, unknown>;
      copy[key!] = withText(copy[key!], rest, text);
      return copy;
    };
    const before = await rows();
    for (const [name, body] of Object.entries(validBodies)) {
      for (const path of textPaths(body)) {
        for (const hostile of ['a\u0000b', 'fish \ud83d', '\udc00']) {
          const response = await post(name, JSON.stringify(withText(body, path, hostile)));
          const answer = (await response.json()) as { error: string };
          expect([name, path.join('.'), response.status]).toEqual([name, path.join('.'), 400]);
          expect(answer.error).toContain(`${path.join('.')}: `);
          expect(answer.error).toContain('not allowed');
        }
      }
    }
    expect(await rows()).toEqual(before);
    const page = await fetch(`${server.url}/pay/a%00b`);
    expect(page.status).toBe(404);
  });

  it('refuses an e-mail address a mail library could read as another, on every function that takes one, and stores nothing', async () => {
    const before = await rows();
    const withEmail: [string, (email: string) => unknown][] = [
      ['send-contact-message', (email) => ({ ...validBodies['send-contact-message'], email })],
      ['submit-commission-request', (email) => ({ ...validBodies['submit-commission-request'], email })],
      ['create-payment', (email) => ({ ...validBodies['create-payment'], email })],
      [
        'process-order',
        (email) => {
          const order = orderRequest([cartLine(10201)]);
          return { ...order, shippingInfo: { ...order.shippingInfo, email } };
        },
      ],
    ];
    for (const [name, body] of withEmail) {
      for (const email of [
        'victim,evil@attacker.example',
        'inj@evil.example\u0085Bcc:z',
        'inj@evil.example\u2028Bcc:z',
        `${'a'.repeat(250)}@example.com`,
      ]) {
        const response = await post(name, JSON.stringify(body(email)));
        expect([name, email, response.status]).toEqual([name, email, 400]);
        expect(((await response.json()) as { error: string }).error).toContain('Please enter a valid email address');
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a body that is not JSON, too large or nested too deep, with a 4xx', async () => {
    const deep = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
    for (const name of functionNames) {
      expect((await post(name, '{"unterminated": ')).status).toBe(400);
      for (const depth of [65, 12_000]) {
        const response = await post(name, deep(depth));
        expect([name, depth, response.status]).toEqual([name, depth, 400]);
        expect(await response.json()).toEqual({ error: 'The request body is nested more than 64 levels deep.' });
      }
      expect((await post(name, deep(64))).status).toBeLessThan(500);
      expect((await post(name, JSON.stringify({ padding: 'x'.repeat(150_000) }))).status).toBe(413);
    }
  });

  it('answered every hostile request above without a 5xx', () => {
    const counts = ['2xx', '4xx', '5xx'].map((statusClass) => `${statusClass} ${answered.get(statusClass) ?? 0}`);
    console.info(`hostile requests by status class: ${counts.join(', ')}`);
    expect(answered.get('4xx')).toBeGreaterThan(400);
    expect(answered.get('5xx') ?? 0).toBe(0);
  });
});

describe('card numbers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captureLogs: true, env: { PUBLIC_URL: 'http://site.test' } });
  });
  afterAll(() => server.stop());

  it('never reach the database or the logs, whether the card is accepted or declined', async () => {
    const accepted = orderRequest([cartLine(10201)]);
    const declined = orderRequest([cartLine(10202)]);
    declined.paymentInfo = {
      cardNumber: '4000 0000 0000 0002',
      expiryDate: '12/34',
      cvv: '123',
      cardName: 'Lydia Purple',
    };
    expect((await server.invoke('process-order', accepted)).status).toBe(200);
    expect((await server.invoke('process-order', declined)).status).toBe(402);

    const { body } = await server.invoke('create-payment', validBodies['create-payment']);
    const hosted = (body.url as string).replace('http://site.test', server.url);
    const paid = await fetch(hosted, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cardNumber: '4242424242424242',
        expiryDate: '12/34',
        cvv: '123',
        cardName: 'A',
        email: 'a@example.com',
      }),
      redirect: 'manual',
    });
    await paid.arrayBuffer();

    const cardNumbers = /4242\D?4242\D?4242\D?4242|4000\D?0000\D?0000\D?0002/;
    for (const table of tables) {
      expect(JSON.stringify(await server.db.query(`SELECT * FROM ${table}`)), table).not.toMatch(cardNumbers);
    }
    expect(server.logs.length).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toMatch(cardNumbers);
    expect(server.logs.join('\n')).not.toMatch(/"cvv"/);
  });
});
