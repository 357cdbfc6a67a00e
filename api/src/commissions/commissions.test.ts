import { commissionPageKey, type CommissionView, type PastCommission } from 'shared-contracts/commissions';
import type { DeskCommission, DeskPaymentRequest, ProposalDraft } from 'shared-contracts/commissions-desk';
import { deskExports, type DeskMessage } from 'shared-contracts/studio-desk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commissionRequest } from '../testing/message-fixtures';
import { artistEmail, payOnHostedPage, startDeskServer, type DeskServer } from '../testing/desk-server';
import { StudioBrowser, testPhoto } from '../testing/studio-browser';
import { testEngines, type TestDatabase } from '../testing/test-databases';

const clientEmail = 'joseph@example.com';

/** A proposal as she writes it: $1,200, half up front. */
const proposal = (changes: Partial<ProposalDraft> = {}): ProposalDraft => ({
  title: 'An olive grove at dawn',
  kind: 'painting',
  sections: [
    { heading: 'The painting', text: 'Oil on linen, 24 × 36 in.\n\nWarm golds and soft greens.', photoIds: [] },
  ],
  price: 1200,
  deposit: { kind: 'percent', value: 50 },
  terms: 'The deposit is not refundable once the sketch is approved.',
  validUntil: '2099-12-31',
  ...changes,
});

describe.each(testEngines)('her commissions from proposal to final payment on $label', (engine) => {
  let database: TestDatabase;
  let desk: DeskServer;
  let artist: StudioBrowser;

  beforeAll(async () => {
    database = await engine.create();
    desk = await startDeskServer({ database: database.config, env: { TRUST_PROXY: '127.0.0.1' } });
    artist = desk.artist;
  });
  afterAll(async () => {
    await desk.stop();
    await database.drop();
  });
  // Each test is a client of its own, so that one test's answers do not meet another's rate limits.
  let visitors = 0;
  let visitor: Record<string, string>;
  beforeEach(() => {
    visitor = { 'X-Forwarded-For': `198.51.100.${++visitors}` };
  });

  const site = () => desk.server.config.publicUrl;
  const studio = async (name: string, body: unknown) => {
    const { status, body: answer } = await artist.call(name, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer;
  };
  const commissionCall = async (name: string, body: unknown) => (await studio(name, body)).commission as DeskCommission;
  const client = async (name: string, body: unknown) => {
    const { status, body: answer } = await desk.server.invoke(name, body, visitor);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer.commission as CommissionView;
  };
  const keyOf = (commission: DeskCommission) => commissionPageKey(new URL(commission.privateLink).hash)!;

  /** A proposal for `email`, written and sent; answers it with its page's key. */
  async function sentProposal(email: string, changes: Partial<ProposalDraft> = {}) {
    const created = await commissionCall('studio-new-commission', {
      clientName: 'Joseph Arimathea',
      clientEmail: email,
      kind: 'painting',
    });
    await commissionCall('studio-save-proposal', { id: created.id, proposal: proposal(changes) });
    const sent = await commissionCall('studio-send-proposal', { id: created.id });
    return { id: sent.id, key: keyOf(sent) };
  }

  /** Opens a request's link as the client's browser does, and pays the hosted page it sends them to. */
  async function pay(payUrl: string): Promise<string> {
    const opened = await fetch(desk.local(payUrl), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    return payOnHostedPage(desk, opened.headers.get('location')!);
  }

  it('runs a commission from the client’s request to the final payment, the client following it on one private page', async () => {
    expect(
      (await desk.server.invoke('submit-commission-request', commissionRequest(clientEmail), visitor)).status,
    ).toBe(200);
    const [message] = await desk.server.db.query<{ id: string }>(
      'SELECT id FROM commission_requests WHERE email = $1',
      [clientEmail],
    );

    // She makes a proposal from the request, with a photo, and sends it.
    const created = await commissionCall('studio-new-commission', {
      clientName: 'Joseph Arimathea',
      clientEmail,
      kind: 'painting',
      fromMessageId: message!.id,
    });
    expect(created).toMatchObject({ stage: 'draft', title: 'An olive grove at dawn', fromMessageId: message!.id });
    const photo = (await artist.upload(await testPhoto(1200, 900))).body.photoId as string;
    const draft = proposal({
      sections: [{ heading: 'The painting', text: 'Oil on linen.', photoIds: [photo] }],
    });
    await commissionCall('studio-save-proposal', { id: created.id, proposal: draft });
    const sent = await commissionCall('studio-send-proposal', { id: created.id });
    expect(sent.privateLink).toMatch(new RegExp(`^${site()}/commission#key=[A-Za-z0-9_-]{43}$`));
    const invitation = await desk.smtp.waitFor(
      (mail) => mail.to.includes(clientEmail) && mail.subject.startsWith('A proposal'),
    );
    expect(invitation.text).toContain(sent.privateLink);
    const key = keyOf(sent);

    let page = await client('get-commission', { key });
    expect(page).toMatchObject({
      stage: 'sent',
      expired: false,
      proposal: { version: 1, price: 1200, deposit: 600, sections: [{ photos: [{ photoId: photo }] }] },
      actions: { accept: true, askForChanges: true },
    });

    // The client asks for a change, which reaches her desk; she answers with version 2.
    page = await client('ask-for-proposal-changes', { key, version: 1, message: 'Could it be 30 × 40 in?' });
    expect(page.stage).toBe('changes_requested');
    const messages = (await studio('studio-messages', {})).messages as DeskMessage[];
    expect(messages.some((desked) => desked.email === clientEmail && desked.preview.includes('30 × 40'))).toBe(true);
    await commissionCall('studio-save-proposal', { id: created.id, proposal: { ...draft, price: 1500 } });
    const second = await commissionCall('studio-send-proposal', { id: created.id });
    expect(second.versions.map((version) => [version.version, version.price])).toEqual([
      [1, 1200],
      [2, 1500],
    ]);

    // Accepting what they read before the change is refused; the new version is accepted.
    expect(
      (
        await desk.server.invoke(
          'accept-proposal',
          { key, version: 1, signature: 'Joseph Arimathea', agreed: true },
          visitor,
        )
      ).status,
    ).toBe(409);
    page = await client('accept-proposal', { key, version: 2, signature: 'Joseph Arimathea', agreed: true });
    expect(page).toMatchObject({
      stage: 'accepted',
      proposal: { version: 2, acceptedBy: 'Joseph Arimathea', acceptedAt: expect.any(String) },
      payments: [{ title: 'Deposit for An olive grove at dawn', amount: 750, paid: 0, state: 'open' }],
    });
    await desk.smtp.waitFor(
      (mail) => mail.to.includes(artistEmail) && mail.subject === 'Joseph Arimathea accepted An olive grove at dawn',
    );
    const depositMail = await desk.smtp.waitFor(
      (mail) => mail.to.includes(clientEmail) && mail.subject.startsWith('Payment request: Deposit'),
    );
    expect(depositMail.text).toContain(page.payments[0]!.payUrl!);

    // The deposit paid on the hosted page returns the client to their page and starts the project.
    const back = await pay(page.payments[0]!.payUrl!);
    expect(back).toMatch(new RegExp(`^${site()}/commission\\?session_id=cs_test_\\w+#key=${key}$`));
    page = await client('get-commission', { key });
    expect(page).toMatchObject({ stage: 'deposit_paid', payments: [{ paid: 750, state: 'paid', payUrl: null }] });

    // A sketch, approved; progress photos.
    let project = await commissionCall('studio-post-to-commission', {
      id: created.id,
      kind: 'sketch',
      text: 'First sketch',
      photoIds: [photo],
    });
    expect(project.stage).toBe('sketch');
    await desk.smtp.waitFor(
      (mail) => mail.to.includes(clientEmail) && mail.subject.startsWith('A sketch for your approval'),
    );
    page = await client('get-commission', { key });
    expect(page.sketchToApprove).toEqual(expect.any(String));
    page = await client('answer-sketch', { key, sketchId: page.sketchToApprove, approved: true, comment: '' });
    expect(page.sketchToApprove).toBeNull();
    project = await commissionCall('studio-post-to-commission', {
      id: created.id,
      kind: 'progress',
      text: 'Underpainting done',
      photoIds: [photo],
    });
    expect(project.stage).toBe('in_progress');
    await desk.smtp.waitFor((mail) => mail.to.includes(clientEmail) && mail.subject.startsWith('New progress photos'));

    // Ready asks for the balance, the price less what was paid, due in two weeks.
    project = await commissionCall('studio-move-commission', { id: created.id, to: 'ready' });
    expect(project.stage).toBe('ready');
    const balance = project.requests.find((request) => request.title.startsWith('Balance'))!;
    expect(balance).toMatchObject({ amount: 750, paid: 0, state: 'open' });
    page = await client('get-commission', { key });
    await pay(page.payments.find((request) => request.id === balance.id)!.payUrl!);
    project = await commissionCall('studio-commission', { id: created.id });
    expect(project).toMatchObject({ stage: 'paid', paid: 1500 });

    // Shipped with tracking, done, the client's words, and her past work.
    project = await commissionCall('studio-move-commission', {
      id: created.id,
      to: 'delivered',
      tracking: { carrier: 'USPS', number: '9400 1000 0000 0000 0000 00' },
    });
    expect(project.tracking).toEqual({ carrier: 'USPS', number: '9400 1000 0000 0000 0000 00' });
    await desk.smtp.waitFor(
      (mail) => mail.to.includes(clientEmail) && mail.text.includes('9400 1000 0000 0000 0000 00'),
    );
    await commissionCall('studio-move-commission', { id: created.id, to: 'done' });
    page = await client('give-testimonial', {
      key,
      text: 'She painted our grove better than we remembered it.',
      name: 'Joseph A.',
      consent: true,
    });
    expect(page.actions.giveTestimonial).toBe(false);
    await commissionCall('studio-show-past-commission', {
      id: created.id,
      shown: true,
      title: 'Olive grove at dawn',
      photoIds: [photo],
      withTestimonial: true,
    });
    const past = (await desk.server.invoke('get-past-commissions', {}, visitor)).body.commissions as PastCommission[];
    expect(past).toEqual([
      {
        id: created.id,
        title: 'Olive grove at dawn',
        kind: 'painting',
        photos: [expect.objectContaining({ photoId: photo })],
        testimonial: { text: 'She painted our grove better than we remembered it.', name: 'Joseph A.' },
      },
    ]);

    // The story tells every step; the CSV has both payments.
    expect(page.story.map((entry) => entry.kind)).toEqual([
      'sent',
      'changes_requested',
      'sent',
      'accepted',
      'payment_requested',
      'payment',
      'stage',
      'sketch',
      'stage',
      'sketch_approved',
      'progress',
      'stage',
      'stage',
      'payment_requested',
      'payment',
      'stage',
      'shipped',
      'stage',
      'stage',
    ]);
    const csv = await (
      await fetch(`${desk.server.url}${deskExports.payments}`, { headers: { Cookie: artist.cookie } })
    ).text();
    expect(csv).toContain('Deposit for An olive grove at dawn');
    expect(csv).toContain('Balance for An olive grove at dawn');
  });

  it('never changes a version once the client accepted it', async () => {
    const { id, key } = await sentProposal('ruth@example.com');
    await client('accept-proposal', { key, version: 1, signature: 'Ruth Moab', agreed: true });

    const edited = await artist.call('studio-save-proposal', { id, proposal: proposal({ price: 10 }) });
    expect(edited).toMatchObject({
      status: 409,
      body: { error: 'This proposal was accepted, so it no longer changes.' },
    });
    expect((await artist.call('studio-send-proposal', { id })).status).toBe(409);
    const [version] = await desk.server.db.query<{ price_cents: number; count: number }>(
      'SELECT max(price_cents) AS price_cents, count(*)::int AS count FROM proposal_versions WHERE commission_id = $1',
      [id],
    );
    expect(version).toEqual({ price_cents: 120_000, count: 1 });
    expect(
      (
        await desk.server.invoke(
          'accept-proposal',
          { key, version: 1, signature: 'Someone Else', agreed: true },
          visitor,
        )
      ).status,
    ).toBe(409);
  });

  it('lists a proposal she marks as an example on /proposal and in the sitemap, with nothing of its client', async () => {
    const { id } = await sentProposal('example.client@example.com');
    const shown = await commissionCall('studio-set-proposal-example', { id, example: true });
    expect(shown.publicExample).toBe(true);

    const { examples } = (await desk.server.invoke('get-proposal-examples', {}, visitor)).body;
    expect(examples).toContainEqual({
      id,
      title: 'An olive grove at dawn',
      kind: 'painting',
      description: 'Oil on linen, 24 × 36 in. Warm golds and soft greens.',
      price: 1200,
    });
    const example = await desk.server.invoke('get-proposal-example', { id }, visitor);
    expect(example.status).toBe(200);
    expect(JSON.stringify(example.body)).not.toMatch(/Joseph|example\.client|acceptedBy|sentAt/);
    const sitemap = await (await fetch(`${desk.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/proposal/examples/${id}</loc>`);

    await commissionCall('studio-set-proposal-example', { id, example: false });
    expect((await desk.server.invoke('get-proposal-example', { id }, visitor)).status).toBe(404);
  });

  it('refuses a proposal naming a photo her library does not have, and keeps the draft as it was', async () => {
    const created = await commissionCall('studio-new-commission', {
      clientName: 'Mary Magdala',
      clientEmail: 'mary@example.com',
      kind: 'painting',
    });
    const photo = (await artist.upload(await testPhoto(800, 600))).body.photoId as string;
    const refused = await artist.call('studio-save-proposal', {
      id: created.id,
      proposal: proposal({ sections: [{ heading: 'The wall', text: '', photoIds: [photo, 'photo_gone'] }] }),
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'A photo was not found: please add it again.' } });
    expect((await commissionCall('studio-commission', { id: created.id })).versions).toEqual(created.versions);
  });

  it('says an expired proposal expired, and accepts it no more', async () => {
    const { id, key } = await sentProposal('naomi@example.com');
    await desk.server.db.query("UPDATE proposal_versions SET valid_until = '2020-01-31' WHERE commission_id = $1", [
      id,
    ]);
    const page = await client('get-commission', { key });
    expect(page).toMatchObject({ expired: true, actions: { accept: false } });
    expect(
      await desk.server.invoke('accept-proposal', { key, version: 1, signature: 'Naomi', agreed: true }, visitor),
    ).toMatchObject({
      status: 410,
      body: { error: 'This proposal expired on January 31, 2020.' },
    });
  });

  it('counts one payment of a request among five pages paid at once, and tells her of the other four to refund', async () => {
    const { key } = await sentProposal('tabs@example.com');
    const page = await client('accept-proposal', { key, version: 1, signature: 'Lydia Thyatira', agreed: true });
    const payUrl = page.payments[0]!.payUrl!;
    const pages = await Promise.all(
      Array.from({ length: 5 }, async () =>
        (await fetch(desk.local(payUrl), { redirect: 'manual' })).headers.get('location')!,
      ),
    );
    await Promise.all(pages.map((hosted) => payOnHostedPage(desk, hosted)));

    const after = await client('get-commission', { key });
    expect(after).toMatchObject({ stage: 'deposit_paid', payments: [{ amount: 600, paid: 600, state: 'paid' }] });
    const [counted] = await desk.server.db.query<{ counted: number; twice: number }>(
      `SELECT count(*) FILTER (WHERE NOT paid_twice)::int AS counted, count(*) FILTER (WHERE paid_twice)::int AS twice
         FROM payment_sessions WHERE payment_request_id = (SELECT id FROM payment_requests WHERE link_key = $1)`,
      [new URL(payUrl).pathname.split('/').at(-1)],
    );
    expect(counted).toEqual({ counted: 1, twice: 4 });
    await expect
      .poll(
        () =>
          desk.smtp.messages.filter(
            (mail) => mail.to.includes(artistEmail) && mail.subject.startsWith('Paid twice: Deposit'),
          ).length,
      )
      .toBe(4);
  });

  it('sends a one-off job’s request of any amount, and the desk shows what was asked and what was paid', async () => {
    const answer = await studio('studio-request-payment', {
      clientName: 'Priscilla Tent',
      clientEmail: 'priscilla@example.com',
      title: 'Church banner',
      amount: 240.5,
      dueOn: '2099-01-15',
    });
    const request = answer.request as DeskPaymentRequest;
    expect(request).toMatchObject({ commissionId: null, amount: 240.5, state: 'open', dueOn: '2099-01-15' });
    const mail = await desk.smtp.waitFor((sent) => sent.to.includes('priscilla@example.com'));
    expect(mail.subject).toBe('Payment request: Church banner');
    expect(mail.text).toContain(request.link);
    await pay(request.link);
    const { requests } = await studio('studio-commissions', {});
    expect(requests).toContainEqual(
      expect.objectContaining({
        id: request.id,
        state: 'paid',
        paid: 240.5,
        payments: [expect.objectContaining({ asked: 240.5, paid: 240.5 })],
      }),
    );
    expect(
      await artist.call('studio-change-payment-request', { requestId: request.id, amount: 300, dueOn: '2099-01-15' }),
    ).toMatchObject({
      status: 409,
      body: { error: 'This payment request is paid in full.' },
    });
  });

  it('refuses every commissions call of her studio without her session, and a page without its key', async () => {
    const stranger = new StudioBrowser(desk.server);
    for (const [name, body] of [
      ['studio-commissions', {}],
      ['studio-new-commission', { clientName: 'X', clientEmail: 'x@example.com', kind: 'other' }],
      ['studio-preview-commission', { id: 'cms_x' }],
      [
        'studio-request-payment',
        { clientName: 'X', clientEmail: 'x@example.com', title: 'X', amount: 1, dueOn: '2099-01-01' },
      ],
    ] as const) {
      expect((await stranger.call(name, body)).status, name).toBe(401);
    }
    expect(await desk.server.invoke('get-commission', { key: 'a'.repeat(43) }, visitor)).toMatchObject({
      status: 404,
      body: { error: 'We could not find this page. Please use the link in your e-mail.' },
    });
    expect((await desk.server.invoke('get-commission', { key: '../../etc' }, visitor)).status).toBe(400);
  });
});
