import type { DeskProject, ProjectSummary } from 'shared-contracts/studio-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoClient } from '../testing/order-fixtures';
import {
  artistEmail,
  openPaymentLink,
  payOnHostedPage,
  startDeskServer,
  type DeskServer,
} from '../testing/desk-server';

const sessionIdOf = (hostedPage: string) => hostedPage.split('/pay/')[1]!;

describe('the studio’s design projects and murals', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer();
  });
  afterAll(() => desk.stop());

  const site = () => desk.server.config.publicUrl;

  /** A client's payment started on the site; answers its hosted page. */
  async function started(payment: object): Promise<string> {
    const { status, body } = await desk.server.invoke('create-payment', { ...logoClient, ...payment });
    expect(status).toBe(200);
    return body.url as string;
  }

  async function paid(payment: object): Promise<string> {
    const hostedPage = await started(payment);
    await payOnHostedPage(desk, hostedPage);
    return sessionIdOf(hostedPage);
  }

  const mural = (clientName: string, email: string) => ({
    clientName,
    email,
    projectType: 'Play Harbor Mural Deposit',
    amount: 475,
  });

  async function project(id: string): Promise<DeskProject> {
    const { status, body } = await desk.artist.call('studio-project', { id });
    expect(status).toBe(200);
    return body.project as DeskProject;
  }

  async function projects(): Promise<ProjectSummary[]> {
    return (await desk.artist.call('studio-projects')).body.projects as ProjectSummary[];
  }

  const projectChanges = (id: string) =>
    desk.server.db.query(
      `SELECT from_state, to_state, source FROM state_changes
        WHERE subject_kind = 'payment_session' AND subject_id = $1 AND aspect = 'project' ORDER BY at`,
      [id],
    );

  it('shows a paid logo project’s onboarding answers a step at a time, in the questionnaire’s words', async () => {
    const id = await paid({ clientName: 'Deborah Harbor', email: 'deborah.harbor@example.com' });
    expect((await project(id)).status).toBe('paid');
    const answers = {
      businessName: 'Harbor Light Ministries',
      brandPersonality: ['Peaceful', 'Grounded'],
      logoStyle: 'hand-drawn',
      avoidElements: '',
      timeline: 'flexible',
    };
    expect((await desk.server.invoke('save-onboarding', { sessionId: id, answers })).status).toBe(200);

    const shown = await project(id);
    expect(shown).toMatchObject({
      client: 'Deborah Harbor',
      email: 'deborah.harbor@example.com',
      phone: logoClient.phone,
      package: 'Divine Design Logo Project',
      kind: 'design',
      amountPaid: 300,
      status: 'onboarding_received',
      payments: [
        { label: 'Divine Design Logo Project', amount: 300, paidAt: expect.any(String), reference: 'visa •••• 4242' },
      ],
      balance: null,
    });
    expect(shown.onboarding).toEqual({
      submittedAt: expect.any(String),
      steps: [
        {
          title: 'Tell Us About Your Business',
          answers: [
            { question: 'Business or ministry name', answer: 'Harbor Light Ministries' },
            { question: 'Which words describe your brand?', answer: 'Peaceful, Grounded' },
          ],
        },
        {
          title: 'Logo Style & Preferences',
          answers: [{ question: 'Which logo style speaks to you?', answer: 'Hand-drawn' }],
        },
        { title: 'Project Context', answers: [{ question: 'Timeline', answer: 'Flexible' }] },
      ],
    });
    expect(await projectChanges(id)).toEqual([
      { from_state: 'paid', to_state: 'onboarding_received', source: 'request' },
    ]);
  });

  it('moves a project through the statuses she sets, recording each change as hers', async () => {
    const id = await paid({ clientName: 'Priscilla Corinth', email: 'priscilla@example.com' });
    for (const status of ['in_progress', 'delivered']) {
      const { status: code, body } = await desk.artist.call('studio-set-project-status', { id, status });
      expect(code).toBe(200);
      expect(body.project).toMatchObject({ status });
    }
    expect(
      (await desk.server.invoke('save-onboarding', { sessionId: id, answers: { businessName: 'Tents' } })).status,
    ).toBe(200);
    expect((await project(id)).status).toBe('delivered');
    expect(await projectChanges(id)).toEqual([
      { from_state: 'paid', to_state: 'in_progress', source: 'studio' },
      { from_state: 'in_progress', to_state: 'delivered', source: 'studio' },
    ]);
  });

  it('lists paid projects only, newest first; a payment not made is no project', async () => {
    const unpaid = sessionIdOf(await started({ clientName: 'Unpaid Client', email: 'unpaid@example.com' }));
    const newest = await paid({ clientName: 'Newest Client', email: 'newest@example.com' });
    const listed = await projects();
    expect(listed[0]).toMatchObject({ id: newest, client: 'Newest Client', kind: 'design', status: 'paid' });
    expect(listed.map((listedProject) => listedProject.id)).not.toContain(unpaid);
    expect(await desk.artist.call('studio-project', { id: unpaid })).toMatchObject({
      status: 404,
      body: { error: 'This project does not exist, or its payment has not been made.' },
    });
    expect((await desk.artist.call('studio-set-project-status', { id: unpaid, status: 'delivered' })).status).toBe(404);
  });

  it('e-mails a mural’s client the link of the balance; paid, the project shows both payments', async () => {
    const id = await paid(mural('Miriam Harbor', 'miriam@example.com'));
    expect(await project(id)).toMatchObject({
      kind: 'mural',
      amountPaid: 475,
      payments: [{ label: 'Deposit', amount: 475 }],
      balance: { amount: 475, paymentLink: null, paidAt: null },
    });

    const sent = await desk.artist.call('studio-send-mural-balance', { id });
    expect(sent.status).toBe(200);
    const link = (sent.body.project as DeskProject).balance!.paymentLink!;
    expect(link).toMatch(new RegExp(`^${site()}/api/payment-links/`));
    const mail = await desk.smtp.waitFor(
      (message) => message.to.includes('miriam@example.com') && message.text.includes(link),
    );
    expect(mail.replyTo).toBe(artistEmail);
    expect(mail.text).toContain('the remaining balance of $475.00 is due upon completion');
    const again = await desk.artist.call('studio-send-mural-balance', { id });
    expect((again.body.project as DeskProject).balance!.paymentLink).toBe(link);

    const opened = await openPaymentLink(desk, link);
    const hostedPage = opened.headers.get('location')!;
    const [session] = await desk.server.db.query(
      'SELECT project_type, amount_cents FROM payment_sessions WHERE id = $1',
      [sessionIdOf(hostedPage)],
    );
    expect(session).toEqual({ project_type: 'Play Harbor Mural Balance', amount_cents: 47500 });
    expect(await payOnHostedPage(desk, hostedPage)).toBe(
      `${site()}/payment-success?session_id=${sessionIdOf(hostedPage)}`,
    );

    const shown = await project(id);
    expect(shown).toMatchObject({
      amountPaid: 950,
      payments: [
        { label: 'Deposit', amount: 475 },
        { label: 'Balance', amount: 475, paidAt: expect.any(String), reference: 'visa •••• 4242' },
      ],
      balance: { amount: 475, paymentLink: link, paidAt: expect.any(String) },
    });
    expect((await projects()).map((listed) => listed.id)).not.toContain(sessionIdOf(hostedPage));
    const thanks = await desk.smtp.waitFor(
      (message) =>
        message.to.includes('miriam@example.com') && message.subject === 'Payment received: Play Harbor Mural Balance',
    );
    expect(thanks.text).toContain('The mural is now paid in full.');
    expect(thanks.text).not.toContain('remaining balance');
    expect(await desk.artist.call('studio-send-mural-balance', { id })).toMatchObject({
      status: 409,
      body: { error: 'The balance of this mural is already paid.' },
    });
  });

  it('sends no balance for a design project', async () => {
    const id = await paid({ clientName: 'Lois Lystra', email: 'lois@example.com' });
    expect(await desk.artist.call('studio-send-mural-balance', { id })).toMatchObject({
      status: 400,
      body: { error: 'Only a mural has a balance to send; this is a design project.' },
    });
    expect(await desk.server.db.query('SELECT 1 FROM payment_links WHERE subject_id = $1', [id])).toEqual([]);
  });
});
