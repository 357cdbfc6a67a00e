import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commissionNotFoundMessage, type CommissionView } from 'shared-contracts/commissions';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptedCommission,
  clientKey,
  clientPage,
  commissionWith,
  sentProposal,
  storyEntry,
} from '../testing/commissions';
import { renderAt } from '../testing/render-at';
import CommissionScreen from './CommissionScreen';

/** The client's page, answered by a fake server that knows `commission` under the client's key. */
async function showCommission(commission: CommissionView, path = clientPage) {
  const functions = fakeFunctions({
    'get-commission': ({ key }) =>
      key === clientKey ? { body: { commission } } : { status: 404, body: { error: commissionNotFoundMessage } },
  });
  renderAt(path, <CommissionScreen />);
  await screen.findByRole('heading', { level: 1, name: commission.proposal?.title ?? 'Your Commission' });
  return functions;
}

const acceptForm = () => screen.getByRole('form', { name: 'Accept this proposal' });

describe("the client's commission page", () => {
  // Moments are shown in the client's zone; the tests read them in Chicago's.
  beforeEach(() => vi.stubEnv('TZ', 'America/Chicago'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('reads its key from the fragment and shows the proposal prepared for the client', async () => {
    const functions = await showCommission(commissionWith());

    expect(functions.calls('get-commission')).toEqual([{ name: 'get-commission', body: { key: clientKey } }]);
    expect(screen.getByText('Prepared for Anna Prophet')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'The painting' });
    expect(
      within(section)
        .getAllByText(/./, { selector: 'p' })
        .map((paragraph) => paragraph.textContent),
    ).toEqual([
      'An olive grove at first light, for your living room.',
      'Golds and soft greens, 24 × 36 in, on <b>canvas</b>.',
    ]);
    expect(within(section).getByRole('img', { name: 'Pencil study of the grove' })).toBeInTheDocument();
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('$1,200.00');
    expect(screen.getByText('Deposit').nextSibling).toHaveTextContent('$600.00');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('The balance is due when the painting is ready.')).toBeInTheDocument();
    expect(screen.getByText('Valid until March 31, 2027')).toBeInTheDocument();
  });

  it.each([
    ['no key', '/commission'],
    ['a key we could not have sent', '/commission#key=short'],
  ])('says the page cannot be found for %s, without asking', (_case, path) => {
    const functions = fakeFunctions({});
    renderAt(path, <CommissionScreen />);
    expect(screen.getByText(commissionNotFoundMessage)).toBeInTheDocument();
    expect(functions.calls()).toHaveLength(0);
  });

  it('says the page cannot be found when the server knows no commission by that key', async () => {
    fakeFunctions({ 'get-commission': () => ({ status: 404, body: { error: commissionNotFoundMessage } }) });
    renderAt(clientPage, <CommissionScreen />);
    expect(await screen.findByText(commissionNotFoundMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Grace' })).toHaveAttribute('href', '/contact-grace');
  });

  it('accepts the version read with the signature and the ticked terms, then offers to pay the deposit', async () => {
    const user = userEvent.setup();
    await showCommission(commissionWith());
    const functions = fakeFunctions({ 'accept-proposal': () => ({ body: { commission: acceptedCommission } }) });

    await user.click(within(acceptForm()).getByLabelText('I have read and accept the terms'));
    await user.type(within(acceptForm()).getByLabelText('Your full name, as your signature'), '  Anna Prophet ');
    await user.click(within(acceptForm()).getByRole('button', { name: 'Accept proposal' }));

    expect(await screen.findByText('Accepted by Anna Prophet on March 5, 2027')).toBeInTheDocument();
    expect(functions.calls('accept-proposal')[0]?.body).toEqual({
      key: clientKey,
      version: 2,
      signature: 'Anna Prophet',
      agreed: true,
    });
    expect(screen.queryByRole('form', { name: 'Accept this proposal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay $600.00' })).toHaveAttribute(
      'href',
      '/api/payment-requests/pr_deposit_secret',
    );
  });

  it('shows a refused field beside it and keeps what was typed, whether the page or the server refused it', async () => {
    const user = userEvent.setup();
    await showCommission(commissionWith());
    const signature = within(acceptForm()).getByLabelText('Your full name, as your signature');
    const terms = within(acceptForm()).getByLabelText('I have read and accept the terms');
    const accept = within(acceptForm()).getByRole('button', { name: 'Accept proposal' });

    await user.type(signature, 'Anna Prophet');
    await user.click(accept);
    expect(terms).toHaveAccessibleDescription('Please tick the box to accept the terms');
    expect(terms).toHaveFocus();
    expect(signature).toHaveValue('Anna Prophet');

    fakeFunctions({
      'accept-proposal': () => ({
        status: 400,
        body: { error: 'signature: Please enter your full name as your signature' },
      }),
    });
    await user.click(terms);
    await user.click(accept);
    expect(await screen.findByText('Please enter your full name as your signature')).toBeInTheDocument();
    expect(signature).toHaveAccessibleDescription('Please enter your full name as your signature');
    expect(terms).not.toHaveAccessibleDescription();
    expect(signature).toHaveValue('Anna Prophet');

    fakeFunctions({
      'accept-proposal': () => ({
        status: 409,
        body: { error: 'A newer version of this proposal was sent. Please read it first.' },
      }),
    });
    await user.click(accept);
    expect(await within(acceptForm()).findByRole('alert')).toHaveTextContent(
      'A newer version of this proposal was sent. Please read it first.',
    );
    expect(signature).toHaveValue('Anna Prophet');
    expect(terms).toBeChecked();
  });

  it('sends a request for changes to the version read, and thanks the client', async () => {
    const user = userEvent.setup();
    await showCommission(commissionWith());
    const functions = fakeFunctions({
      'ask-for-proposal-changes': () => ({
        body: {
          commission: commissionWith({
            stage: 'changes_requested',
            actions: { accept: false, askForChanges: false, giveTestimonial: false },
          }),
        },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    const message = screen.getByLabelText('What would you like changed?');
    expect(message).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(message).toHaveAccessibleDescription('Please enter what you would like changed');
    expect(functions.calls()).toHaveLength(0);

    await user.type(message, 'Could the sky be a little warmer?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your request was sent to Grace.');
    expect(functions.calls('ask-for-proposal-changes')[0]?.body).toEqual({
      key: clientKey,
      version: 2,
      message: 'Could the sky be a little warmer?',
    });
    expect(screen.queryByRole('form', { name: 'Accept this proposal' })).not.toBeInTheDocument();
  });

  it('says an expired proposal expired, offers to contact her and cannot be accepted', async () => {
    await showCommission(
      commissionWith({ expired: true, actions: { accept: false, askForChanges: false, giveTestimonial: false } }),
    );
    expect(screen.getByText('This proposal expired on March 31, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Grace' })).toHaveAttribute('href', '/contact-grace');
    expect(screen.queryByRole('form', { name: 'Accept this proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for changes' })).not.toBeInTheDocument();
  });

  it('lists each payment asked for with what is paid, its due date and state, and a link to pay what is owed', async () => {
    await showCommission(
      commissionWith({
        stage: 'ready',
        proposal: acceptedCommission.proposal,
        actions: acceptedCommission.actions,
        payments: [
          { ...acceptedCommission.payments[0]!, paid: 600, state: 'paid', payUrl: null },
          {
            id: 'pr_balance',
            title: 'Balance',
            amount: 600,
            paid: 250.5,
            dueOn: '2027-06-14',
            state: 'partly_paid',
            payUrl: '/api/payment-requests/pr_balance_secret',
          },
        ],
      }),
    );

    const [deposit, balance] = within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(deposit!).getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(deposit).toHaveTextContent('Paid$600.00');
    expect(within(deposit!).getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(within(deposit!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(balance!).getByText('Due June 14, 2027')).toBeInTheDocument();
    expect(within(balance!).getByText('Partly paid')).toBeInTheDocument();
    expect(within(balance!).getByRole('link', { name: 'Pay $349.50' })).toHaveAttribute(
      'href',
      '/api/payment-requests/pr_balance_secret',
    );
  });

  it('thanks the client on return from the payment page, then shows the payment on the page', async () => {
    const paidCommission = commissionWith({
      ...acceptedCommission,
      stage: 'deposit_paid',
      payments: [{ ...acceptedCommission.payments[0]!, paid: 600, state: 'paid', payUrl: null }],
    });
    let asked = 0;
    const functions = fakeFunctions({
      'get-commission': () => ({ body: { commission: (asked += 1) === 1 ? acceptedCommission : paidCommission } }),
      'verify-payment-and-notify': () => ({
        body: { verified: true, message: 'Payment verified', amountPaid: 600, projectType: 'Deposit' },
      }),
    });
    renderAt(`/commission?session_id=cs_test_deposit77#key=${clientKey}`, <CommissionScreen />);

    expect(await screen.findByText('Thank you! Your payment of $600.00 was received.')).toBeInTheDocument();
    expect(await screen.findByText('Where it stands: Deposit paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay $600.00' })).not.toBeInTheDocument();
    expect(functions.calls('verify-payment-and-notify')[0]?.body).toEqual({ sessionId: 'cs_test_deposit77' });
    expect(functions.calls('get-commission')).toHaveLength(2);
  });

  it('tells the story of the project oldest first, with its words and photos', async () => {
    await showCommission(
      commissionWith({
        ...acceptedCommission,
        stage: 'in_progress',
        story: [
          ...acceptedCommission.story,
          storyEntry('st_progress', {
            at: '2027-04-02T18:00:00Z',
            kind: 'progress',
            title: 'Progress photos',
            text: 'The first layer of gold is down.',
            photos: [{ photoId: 'ph_layer', picture: samplePicture(2, 'The canvas with its first layer') }],
          }),
        ],
      }),
    );

    const story = screen.getByRole('region', { name: 'Your project' });
    expect(within(story).getByText('Where it stands: In progress')).toBeInTheDocument();
    const titles = within(story).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Version 2 of the proposal was sent',
      'Anna Prophet accepted version 2',
      'Progress photos',
    ]);
    const progress = titles[2]!.closest('li')!;
    expect(progress).toHaveTextContent('April 2, 2027');
    expect(within(progress).getByText('The first layer of gold is down.')).toBeInTheDocument();
    expect(within(progress).getByRole('img', { name: 'The canvas with its first layer' })).toBeInTheDocument();
  });

  describe('a sketch for approval', () => {
    const withSketch = commissionWith({
      ...acceptedCommission,
      stage: 'sketch',
      story: [
        ...acceptedCommission.story,
        storyEntry('st_sketch', {
          at: '2027-03-20T14:00:00Z',
          kind: 'sketch',
          title: 'A sketch for your approval',
          photos: [{ photoId: 'ph_sketch', picture: samplePicture(3, 'Sketch of the grove') }],
        }),
      ],
      sketchToApprove: 'st_sketch',
    });
    const answered = { ...withSketch, stage: 'in_progress' as const, sketchToApprove: null };

    it('is approved from under the sketch', async () => {
      const user = userEvent.setup();
      await showCommission(withSketch);
      const functions = fakeFunctions({ 'answer-sketch': () => ({ body: { commission: answered } }) });
      const sketch = screen.getByRole('heading', { name: 'A sketch for your approval' }).closest('li')!;

      await user.click(within(sketch).getByRole('button', { name: 'Approve sketch' }));

      expect(await within(sketch).findByRole('status')).toHaveTextContent('Thank you! You approved the sketch.');
      expect(functions.calls('answer-sketch')[0]?.body).toEqual({
        key: clientKey,
        sketchId: 'st_sketch',
        approved: true,
        comment: '',
      });
      expect(screen.queryByRole('button', { name: 'Approve sketch' })).not.toBeInTheDocument();
    });

    it('is answered with comments, which must say something', async () => {
      const user = userEvent.setup();
      await showCommission(withSketch);
      const functions = fakeFunctions({ 'answer-sketch': () => ({ body: { commission: answered } }) });
      const comments = screen.getByLabelText('Comments on the sketch');

      await user.click(screen.getByRole('button', { name: 'Send comments' }));
      expect(comments).toHaveAccessibleDescription('Please write your comments on the sketch');
      expect(functions.calls()).toHaveLength(0);

      await user.type(comments, 'Could the trees lean a little more?');
      await user.click(screen.getByRole('button', { name: 'Send comments' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your comments were sent to Grace.');
      expect(functions.calls('answer-sketch')[0]?.body).toEqual({
        key: clientKey,
        sketchId: 'st_sketch',
        approved: false,
        comment: 'Could the trees lean a little more?',
      });
    });
  });

  it("takes the client's words with their consent, then shows the words given", async () => {
    const user = userEvent.setup();
    const done = commissionWith({
      ...acceptedCommission,
      stage: 'done',
      actions: { accept: false, askForChanges: false, giveTestimonial: true },
    });
    await showCommission(done);
    const functions = fakeFunctions({
      'give-testimonial': ({ text, name }) => ({
        body: {
          commission: {
            ...done,
            actions: { ...done.actions, giveTestimonial: false },
            testimonial: { text, name, givenAt: '2027-07-01T12:00:00Z' },
          },
        },
      }),
    });
    const form = screen.getByRole('form', { name: 'Share your experience' });

    await user.type(within(form).getByLabelText('Your words'), 'She painted our grove better than we remembered it.');
    await user.type(within(form).getByLabelText('Name to show'), 'Anna P.');
    await user.click(within(form).getByRole('button', { name: 'Share your words' }));
    const consent = within(form).getByLabelText('I agree that Grace may show my words and this name on her website');
    expect(consent).toHaveAccessibleDescription('Please tick the box to let her show your words');
    expect(functions.calls()).toHaveLength(0);

    await user.click(consent);
    await user.click(within(form).getByRole('button', { name: 'Share your words' }));

    const words = await screen.findByText('She painted our grove better than we remembered it.');
    expect(words.closest('blockquote')).toHaveTextContent('Anna P.');
    expect(screen.queryByRole('form', { name: 'Share your experience' })).not.toBeInTheDocument();
    expect(functions.calls('give-testimonial')[0]?.body).toEqual({
      key: clientKey,
      text: 'She painted our grove better than we remembered it.',
      name: 'Anna P.',
      consent: true,
    });
  });

  describe('in her preview', () => {
    it('shows the page through her studio call, with every action disabled', async () => {
      const preview = commissionWith({
        ...acceptedCommission,
        proposal: sentProposal,
        actions: { accept: true, askForChanges: true, giveTestimonial: true },
      });
      const functions = fakeFunctions({ 'studio-preview-commission': () => ({ body: { commission: preview } }) });
      renderAt('/commission?preview=com_42', <CommissionScreen />);

      expect(await screen.findByRole('heading', { level: 1, name: 'Olive Grove at Dawn' })).toBeInTheDocument();
      expect(screen.getByText('Preview: this is what your client will see')).toBeInTheDocument();
      expect(functions.calls()).toEqual([{ name: 'studio-preview-commission', body: { id: 'com_42' } }]);
      expect(within(acceptForm()).getByRole('button', { name: 'Accept proposal' })).toBeDisabled();
      expect(within(acceptForm()).getByLabelText('Your full name, as your signature')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Ask for changes' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Share your words' })).toBeDisabled();
      const pay = screen.getByRole('link', { name: 'Pay $600.00' });
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).not.toHaveAttribute('href');
    });

    it('asks her to sign in when the studio does not know her', async () => {
      fakeFunctions({
        'studio-preview-commission': () => ({ status: 401, body: { error: 'Please sign in to the studio.' } }),
      });
      renderAt('/commission?preview=com_42', <CommissionScreen />);
      expect(await screen.findByText('Please sign in to the studio to preview this page.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in to the studio' })).toHaveAttribute('href', '/studio');
    });
  });
});
